'use client'

import { afterHydration } from '@/kit/lazy/after-hydration'

/**
 * Analytics, mounted once the page has hydrated: it draws nothing before it has read the visitor's
 * stored choice (in a task after hydration) and loads no tag before consent, so its code and the
 * banner's are a chunk of their own that no page's first paint or first load waits for.
 */
export const LazyAnalytics = afterHydration(() => import('./Analytics').then((mod) => mod.Analytics))
