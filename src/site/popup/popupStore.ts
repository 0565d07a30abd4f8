'use client'

import { create } from 'zustand'

import type { PopupTarget } from '@/content/links/resolve'

/** Spec section 4: closed -> opening (fetching) -> open -> closing -> closed. */
export type PopupStatus = 'closed' | 'opening' | 'open' | 'closing'

/** 'link': opened from a link over the current page; 'direct': a popup page loaded by its URL. */
export type PopupOrigin = 'link' | 'direct'

type PopupState = {
  status: PopupStatus
  target: PopupTarget | null
  origin: PopupOrigin
  setStatus: (status: PopupStatus) => void
  setTarget: (target: PopupTarget | null, origin: PopupOrigin) => void
}

export const usePopupStore = create<PopupState>()((set) => ({
  status: 'closed',
  target: null,
  origin: 'link',
  setStatus: (status) => set({ status }),
  setTarget: (target, origin) => set({ target, origin }),
}))
