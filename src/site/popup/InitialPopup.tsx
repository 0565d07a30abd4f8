'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'

import { TRANSITIONS } from '@/config/constants'
import type { PopupTarget } from '@/content/links/resolve'
import { useSiteStore } from '@/site/state/store'

import { usePopupStore } from './popupStore'
import { SidePopup } from './SidePopup'

/**
 * A popup page loaded directly (e.g. /team): the home page with the popup already open,
 * rendered on the server. Closing it lands on the home page.
 */
export function InitialPopup({ target, label, children }: { target: PopupTarget; label: string; children: ReactNode }) {
  const router = useRouter()
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    usePopupStore.getState().setTarget(target, 'direct')
    usePopupStore.getState().setStatus('open')
    useSiteStore.getState().setHeaderVisible(false)
    return () => {
      usePopupStore.getState().setStatus('closed')
      useSiteStore.getState().setHeaderVisible(true)
    }
  }, [target])

  const close = () => {
    setVisible(false)
    usePopupStore.getState().setStatus('closing')
    window.setTimeout(() => router.push('/', { scroll: false }), TRANSITIONS.popupReverse.exit)
  }

  return (
    <SidePopup visible={visible} label={label} size="medium" onClose={close}>
      {children}
    </SidePopup>
  )
}
