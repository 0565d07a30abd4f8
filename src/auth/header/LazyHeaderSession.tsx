'use client'

import { type ComponentType, useEffect, useState } from 'react'

/**
 * Mounts HeaderSession once the page has hydrated. next-auth's browser client (about 10 kB
 * gzipped) is then a chunk of its own that no page waits for: the account entries show their
 * blank `loading` placeholder until it answers, as they would while the session is fetched anyway.
 */
export function LazyHeaderSession() {
  const [HeaderSession, setHeaderSession] = useState<ComponentType | null>(null)
  useEffect(() => {
    let active = true
    import('./HeaderSession').then((mod) => active && setHeaderSession(() => mod.default))
    return () => {
      active = false
    }
  }, [])
  return HeaderSession ? <HeaderSession /> : null
}
