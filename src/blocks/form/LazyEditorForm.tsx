'use client'

import dynamic from 'next/dynamic'

import { suspended } from '@/blocks/_shared/suspended'

/** An editor-built form (its fields, rules and action) in a chunk of its own, loaded only by pages with a form block. */
export const LazyEditorForm = suspended(dynamic(() => import('@/forms/EditorForm').then((mod) => mod.EditorForm)))
