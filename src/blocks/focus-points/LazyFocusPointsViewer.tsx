'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** The viewer in a chunk of its own, loaded only by pages with a focus-points block. */
export const LazyFocusPointsViewer = suspended(
  dynamic(() => import('./FocusPointsViewer').then((mod) => mod.FocusPointsViewer)),
)
