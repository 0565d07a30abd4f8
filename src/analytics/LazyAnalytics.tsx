'use client'

import { afterHydration } from '@/kit/lazy/after-hydration'

/**
 * Analytics (the consent banner, then page views), mounted once the page has hydrated, from a
 * chunk of its own: it shows nothing before it has read the stored consent anyway, so no page's
 * first load needs its code.
 */
export const LazyAnalytics = afterHydration(() => import('./Analytics').then((mod) => mod.Analytics))
