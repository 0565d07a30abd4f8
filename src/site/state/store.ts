'use client'

import { create } from 'zustand'

import { MOBILE_BREAKPOINT_PX } from '@/config/constants'

/** Page-wide state (spec section 3). One store; components read it through selectors. */
export type Transition = 'fade' | 'popup' | 'popup-reverse'
export type Device = 'Mobile' | 'Desktop'

export type SiteState = {
  windowWidth: number
  device: Device
  headerVisible: boolean
  dark: boolean
  reducedSize: boolean
  /** First-load flags: the loader runs once per visit; the home intro once per visit. */
  firstLoaded: { site: boolean; home: boolean }
  transition: Transition
  cursorHidden: boolean
  /** Multi-step flows (the build flow): current step, submitting and loading. */
  currentStep: number
  submitting: boolean
  loading: boolean

  setWindowWidth: (width: number) => void
  setHeaderVisible: (visible: boolean) => void
  setDark: (dark: boolean) => void
  setReducedSize: (reduced: boolean) => void
  markFirstLoaded: (key: keyof SiteState['firstLoaded']) => void
  setTransition: (transition: Transition) => void
  setCursorHidden: (hidden: boolean) => void
  setCurrentStep: (step: number) => void
  setSubmitting: (submitting: boolean) => void
  setLoading: (loading: boolean) => void
}

export const deviceFor = (width: number): Device => (width < MOBILE_BREAKPOINT_PX ? 'Mobile' : 'Desktop')

export const useSiteStore = create<SiteState>()((set) => ({
  windowWidth: 0,
  device: 'Desktop',
  headerVisible: true,
  dark: false,
  reducedSize: false,
  firstLoaded: { site: false, home: false },
  transition: 'fade',
  cursorHidden: false,
  currentStep: 0,
  submitting: false,
  loading: false,

  setWindowWidth: (windowWidth) => set({ windowWidth, device: deviceFor(windowWidth) }),
  setHeaderVisible: (headerVisible) => set({ headerVisible }),
  setDark: (dark) => set({ dark }),
  setReducedSize: (reducedSize) => set({ reducedSize }),
  markFirstLoaded: (key) => set((state) => ({ firstLoaded: { ...state.firstLoaded, [key]: true } })),
  setTransition: (transition) => set({ transition }),
  setCursorHidden: (cursorHidden) => set({ cursorHidden }),
  setCurrentStep: (currentStep) => set({ currentStep }),
  setSubmitting: (submitting) => set({ submitting }),
  setLoading: (loading) => set({ loading }),
}))
