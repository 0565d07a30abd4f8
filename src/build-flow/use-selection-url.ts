import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'

import type { Selection } from '@/commerce/pricing/price'
import { useSiteStore } from '@/site/state/store'
import { sitePaths } from '@/kit/paths'

import { readSaved, save, SAVED } from './session-storage'
import { buildHref, readUrl } from './url-state'

const isComplete = (selection: Partial<Selection>): selection is Selection =>
  Boolean(selection.trim && selection.color && selection.options)

const sameSelection = (inUrl: Partial<Selection>, selection: Selection) =>
  inUrl.trim === selection.trim &&
  inUrl.color === selection.color &&
  (inUrl.options ?? []).join(',') === selection.options.join(',')

/**
 * The configuration and the step. The URL holds both: the configuration is state for an immediate
 * UI, mirrored into the URL (replaceState) for refresh, sign-in and sharing; a step change is a
 * history entry (pushState), so the browser's back button steps back. This tab's session keeps a
 * copy of the configuration for a bare /build. The page-wide store gets the step from here.
 */
export function useSelectionUrl(fallback: Selection) {
  const params = useSearchParams()
  const url = readUrl(new URLSearchParams(params.toString()))
  const step = url.step
  const setCurrentStep = useSiteStore((s) => s.setCurrentStep)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [selection, setSelection] = useState<Selection>(() => (isComplete(url.selection) ? url.selection : fallback))

  // A bare /build restores the visitor's configuration from this tab's session: once, on the first
  // render (a later bare URL is the visitor's own choice).
  const restoreSaved = useEffectEvent(() => {
    if (url.hasSelection) return
    const saved = readSaved<{ href: string }>(SAVED.selection)
    if (!saved?.href?.startsWith(`${sitePaths.build}?`)) return
    const restored = readUrl(new URLSearchParams(saved.href.slice(`${sitePaths.build}?`.length))).selection
    if (isComplete(restored)) {
      setSelection(restored)
      window.history.replaceState(null, '', buildHref(restored, step))
    }
  })
  // eslint-disable-next-line react-hooks/set-state-in-effect -- this tab's saved configuration exists only in the browser, after hydration
  useEffect(() => restoreSaved(), [])

  // Back/forward to an entry written before a later change: the current configuration wins. Runs
  // on history moves only (params), reading the configuration as it is then.
  const keepCurrentInUrl = useEffectEvent(() => {
    if (!sameSelection(url.selection, selection)) window.history.replaceState(null, '', buildHref(selection, step))
  })
  useEffect(() => keepCurrentInUrl(), [params])

  useEffect(() => setCurrentStep(step), [step, setCurrentStep])
  useEffect(() => save(SAVED.selection, { href: buildHref(selection, 0) }), [selection])

  /** A new configuration: the same history entry, so back still leaves the step. */
  const changeSelection = (next: Selection) => {
    setSelection(next)
    window.history.replaceState(null, '', buildHref(next, step))
  }
  /** A step: a new history entry; the page scrolls up and the step's heading takes the focus. */
  const goTo = useCallback(
    (next: number) => {
      window.history.pushState(null, '', buildHref(selection, next))
      window.scrollTo({ top: 0 })
      requestAnimationFrame(() => headingRef.current?.focus())
    },
    [selection],
  )

  return { step, selection, changeSelection, goTo, headingRef }
}
