'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** The anchor list in a chunk of its own, loaded only by pages with an anchors block. */
export const LazyAnchorsList = suspended(dynamic(() => import('./AnchorsList').then((mod) => mod.AnchorsList)))
