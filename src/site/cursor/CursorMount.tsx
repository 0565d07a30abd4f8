'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import { MOBILE_BREAKPOINT_PX } from '@/config/constants'

const Cursor = dynamic(() => import('./Cursor').then((m) => m.Cursor), { ssr: false })

/** Desktop only: a fine pointer on a screen 1024 px or wider. Touch devices never load the cursor. */
export const CURSOR_MEDIA = `(pointer: fine) and (hover: hover) and (min-width: ${MOBILE_BREAKPOINT_PX}px)`

export function CursorMount() {
  const [desktop, setDesktop] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(CURSOR_MEDIA)
    const update = () => setDesktop(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return desktop ? <Cursor /> : null
}
