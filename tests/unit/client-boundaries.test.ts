import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../src')

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else if (/\.(ts|tsx)$/.test(name)) yield full
  }
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))

describe('client JavaScript stays where there is interaction', () => {
  it('composition blocks are server components (no "use client" in src/blocks)', () => {
    const client = [...files(path.join(root, 'blocks'))].filter(isClient).map((f) => path.relative(root, f))
    // Interactive blocks (accordion, sliders…) are listed here when they arrive, each with a reason.
    const allowed: string[] = [
      'blocks/_slider/Slider.tsx', // the carousel shared by content-, image- and fullscreen-slider: Embla, buttons, keys
      'blocks/_slider/LazySlider.tsx', // next/dynamic wrapper: the carousel's chunk loads only on pages with a slider
      'blocks/sticky-slider/StickySteps.tsx', // IntersectionObserver marking the step in view (the images swap in CSS)
      'blocks/sticky-slider/LazyStickySteps.tsx', // next/dynamic wrapper: loads only on pages with a sticky slider
      'blocks/on-off-grid-images-reveal/OnOffSwitch.tsx', // the on/off switch state (the images swap and reveal in CSS)
      'blocks/on-off-grid-images-reveal/LazyOnOffSwitch.tsx', // next/dynamic wrapper: loads only on pages with the grid
      'blocks/feature-focus/FeatureTabs.tsx', // ARIA tabs: selection, arrow keys and marker clicks
      'blocks/feature-focus/LazyFeatureTabs.tsx', // next/dynamic wrapper: loads only on pages with a feature focus
      'blocks/accordion/AccordionItems.tsx', // open/close state, arrow-key movement between titles
      'blocks/anchors/AnchorsList.tsx', // smooth scroll on click, IntersectionObserver for the current item
      'blocks/dropdown/DropdownSwitcher.tsx', // the select's state picks the panel shown
      'blocks/focus-points/FocusPointsViewer.tsx', // which hotspot's card is open, Escape and focus management
      'blocks/_shared/suspended.tsx', // the Suspense boundary every Lazy… wrapper below puts around its chunk
      'blocks/accordion/LazyAccordionItems.tsx', // next/dynamic wrapper: loads only on pages with an accordion
      'blocks/anchors/LazyAnchorsList.tsx', // next/dynamic wrapper: loads only on pages with an anchors block
      'blocks/dropdown/LazyDropdownSwitcher.tsx', // next/dynamic wrapper: loads only on pages with a dropdown
      'blocks/focus-points/LazyFocusPointsViewer.tsx', // next/dynamic wrapper: loads only on pages with focus points
      'blocks/form/LazyEditorForm.tsx', // next/dynamic wrapper: the form kit loads only on pages with a form block
    ]
    expect(client.filter((f) => !allowed.includes(f))).toEqual([])
  })
})
