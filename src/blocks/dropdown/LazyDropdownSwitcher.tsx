'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** The switcher in a chunk of its own, loaded only by pages with a dropdown block. */
export const LazyDropdownSwitcher = suspended(
  dynamic(() => import('./DropdownSwitcher').then((mod) => mod.DropdownSwitcher)),
)
