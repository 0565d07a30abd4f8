'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** The sticky slider's steps in a chunk of their own, loaded only by pages with a sticky slider. */
export const LazyStickySteps = suspended(dynamic(() => import('./StickySteps').then((mod) => mod.StickySteps)))
