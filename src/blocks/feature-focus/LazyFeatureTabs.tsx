'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** The tabs in a chunk of their own, loaded only by pages with a feature focus. */
export const LazyFeatureTabs = suspended(dynamic(() => import('./FeatureTabs').then((mod) => mod.FeatureTabs)))
