'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the admin's live preview (an iframe of this page), re-renders the page with drafts each
 * time the editor's changes are saved. Speaks Payload's live-preview messages: tells the admin
 * it is ready, then listens for its 'payload-document-event'. Same origin only.
 */
export function LiveRefresh() {
  const router = useRouter()
  useEffect(() => {
    const exit = document.querySelector<HTMLAnchorElement>('[data-preview-exit]')
    if (exit) exit.href = `/preview/exit?path=${encodeURIComponent(window.location.pathname)}`
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener || (window.parent !== window ? window.parent : null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
