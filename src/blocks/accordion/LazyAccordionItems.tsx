'use client'

import dynamic from 'next/dynamic'
import { type ComponentProps, Suspense } from 'react'

// Same pattern as feature-focus/LazyFeatureTabs.tsx: Next only splits a chunk for an inline import().
const AccordionItems = dynamic(() => import('./AccordionItems').then((mod) => mod.AccordionItems))

/** Loaded only by pages that use this block; still server-rendered. */
export function LazyAccordionItems(props: ComponentProps<typeof AccordionItems>) {
  return (
    <Suspense>
      <AccordionItems {...props} />
    </Suspense>
  )
}
