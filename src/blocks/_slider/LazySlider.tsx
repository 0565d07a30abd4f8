'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** The carousel (with Embla) in a chunk of its own, loaded only by pages that render a slider. */
export const LazySlider = suspended(dynamic(() => import('./Slider').then((mod) => mod.Slider)))
