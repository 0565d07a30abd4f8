'use client'

import { afterHydration } from '@/kit/lazy/after-hydration'

/**
 * HeaderSession, mounted once the page has hydrated. next-auth's browser client (about 10 kB
 * gzipped) is then a chunk of its own that no page waits for: the account entries show their
 * blank `loading` placeholder until it answers, as they would while the session is fetched anyway.
 */
export const LazyHeaderSession = afterHydration(() => import('./HeaderSession').then((mod) => mod.default))
