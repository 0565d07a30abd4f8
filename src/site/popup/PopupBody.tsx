'use client'

import { useEffect } from 'react'

import type { PopupTarget } from '@/content/links/resolve'

import { PopupContent } from './PopupContent'
import { type PopupStatus, usePopupStore } from './popupStore'
import { usePopupData } from './usePopupData'

type Props = {
  target: PopupTarget
  status: PopupStatus
  /** The loaded document's title (the dialog's label), or null while loading. */
  onTitle: (title: string | null) => void
}

/**
 * What the popup opened from a link shows: fetches its page or post and renders it. A chunk of its
 * own (SWR and the block renderer), loaded when a popup first opens; the dialog around it is not.
 */
export function PopupBody({ target, status, onTitle }: Props) {
  const { data, error } = usePopupData(status === 'closed' ? null : target)

  useEffect(() => onTitle(data?.title ?? null), [data, onTitle])

  // Fetching done (or served from cache): open.
  useEffect(() => {
    if (status === 'opening' && (data || error)) usePopupStore.getState().setStatus('open')
  }, [status, data, error])

  return <PopupContent target={target} data={data} error={error} />
}
