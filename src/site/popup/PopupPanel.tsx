'use client'

import { useEffect } from 'react'

import type { PopupTarget } from '@/content/links/resolve'

import { PopupContent } from './PopupContent'
import { type PopupStatus, usePopupStore } from './popupStore'
import { SidePopup } from './SidePopup'
import { usePopupData } from './usePopupData'

type Props = {
  target: PopupTarget
  status: PopupStatus
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
}

/**
 * The popup opened from a link: fetches its page or post and shows it in the side popup. A chunk
 * of its own (SWR, the dialog, the block renderer), loaded when a popup first opens.
 */
export function PopupPanel({ target, status, onClose, returnFocusTo }: Props) {
  const { data, error } = usePopupData(status === 'closed' ? null : target)

  // Fetching done (or served from cache): open.
  useEffect(() => {
    if (status === 'opening' && (data || error)) usePopupStore.getState().setStatus('open')
  }, [status, data, error])

  return (
    <SidePopup
      visible={status !== 'closing'}
      busy={status === 'opening'}
      label={data?.title ?? 'Loading'}
      size={target.type === 'post' ? 'large' : 'medium'}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <PopupContent target={target} data={data} error={error} />
    </SidePopup>
  )
}
