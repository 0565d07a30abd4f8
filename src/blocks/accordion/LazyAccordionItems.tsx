'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** The accordion's items in a chunk of their own, loaded only by pages with an accordion. */
export const LazyAccordionItems = suspended(dynamic(() => import('./AccordionItems').then((mod) => mod.AccordionItems)))
