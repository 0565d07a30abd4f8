import type { Selection } from '@/commerce/pricing/price'
import { sitePaths } from '@/kit/paths'

import { STEPS, stepIndex } from './steps'

/**
 * The configuration lives in the URL (`/build?trim=…&color=…&options=a,b&step=summary`), so it
 * survives a refresh, a sign-in round trip and a shared link; a step change is a history entry,
 * so the browser's back button steps back. A copy in sessionStorage restores a bare /build.
 */
export const STORAGE_KEY = 'pebble-build'

export function selectionQuery(selection: Selection): URLSearchParams {
  return new URLSearchParams({ trim: selection.trim, color: selection.color, options: selection.options.join(',') })
}

export function buildHref(selection: Selection, step: number): string {
  const params = selectionQuery(selection)
  if (step > 0) params.set('step', STEPS[step].id)
  return `${sitePaths.build}?${params.toString()}`
}

export function readUrl(params: URLSearchParams): {
  selection: Partial<Selection> & { options?: string[] }
  step: number
  hasSelection: boolean
} {
  const options = params.get('options')
  return {
    selection: {
      trim: params.get('trim') ?? undefined,
      color: params.get('color') ?? undefined,
      options: options === null ? undefined : options.split(',').filter(Boolean),
    },
    step: stepIndex(params.get('step')),
    hasSelection: params.has('trim'),
  }
}
