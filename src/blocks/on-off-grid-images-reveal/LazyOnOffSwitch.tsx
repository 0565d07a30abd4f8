'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** The switch in a chunk of its own, loaded only by pages with an on/off grid. */
export const LazyOnOffSwitch = suspended(dynamic(() => import('./OnOffSwitch').then((mod) => mod.OnOffSwitch)))
