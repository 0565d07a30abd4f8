import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockRegistry } from '@/blocks/registry'

describe('RenderBlocks', () => {
  afterEach(() => vi.restoreAllMocks())

  it('skips an unknown block type with a warning and renders the rest in order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = renderToStaticMarkup(
      <RenderBlocks
        blocks={[
          { blockType: 'quote', id: 'a', quote: 'First', author: 'Ada' },
          { blockType: 'hologram', id: 'b' },
          { blockType: 'big-sentence', id: 'c', text: 'Second *sentence*', reveal: 'none', background: 'paper' },
        ]}
      />,
    )
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hologram'))
    expect(html).not.toContain('hologram')
    expect(html.indexOf('data-block="quote"')).toBeGreaterThan(-1)
    expect(html.indexOf('data-block="big-sentence"')).toBeGreaterThan(html.indexOf('data-block="quote"'))
  })

  it('renders nothing for an empty or missing list', () => {
    expect(renderToStaticMarkup(<RenderBlocks blocks={[]} />)).toBe('')
    expect(renderToStaticMarkup(<RenderBlocks blocks={null} />)).toBe('')
  })

  it('has a component for every block type of the composition and interactive issues delivered so far', () => {
    const composition = ['hero', 'title-cover', 'large-cover', 'cover', 'content', 'simple-content', 'image-content', 'alternated-content', 'big-sentence', 'quote', 'list-section', 'benefits', 'credibility', 'call-to-action', 'pre-footer', 'team']
    for (const type of composition) expect(blockRegistry[type], type).toBeTypeOf('function')
    const interactive = ['content-slider', 'image-slider', 'fullscreen-slider', 'sticky-slider', 'on-off-grid-images-reveal', 'feature-focus']
    for (const type of interactive) expect(blockRegistry[type], type).toBeTypeOf('function')
  })
})
