'use client'

import { useEffect } from 'react'

/** Once a reservation is paid, the tab forgets the build it was working on (a new visit starts fresh). */
export function ClearBuildState() {
  useEffect(() => {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith('pebble-build')) window.sessionStorage.removeItem(key)
  }, [])
  return null
}
