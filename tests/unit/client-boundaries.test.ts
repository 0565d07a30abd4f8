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
      'blocks/accordion/AccordionItems.tsx', // open/close state, arrow-key movement between titles
      'blocks/anchors/AnchorsList.tsx', // smooth scroll on click, IntersectionObserver for the current item
      'blocks/dropdown/DropdownSwitcher.tsx', // the select's state picks the panel shown
      'blocks/focus-points/FocusPointsViewer.tsx', // which hotspot's card is open, Escape and focus management
    ]
    expect(client.filter((f) => !allowed.includes(f))).toEqual([])
  })
})
