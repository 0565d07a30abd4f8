import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockRegistry, leadImageBlockIndex } from '@/blocks/registry'

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
    const composition = [
      'hero',
      'title-cover',
      'large-cover',
      'cover',
      'content',
      'simple-content',
      'image-content',
      'alternated-content',
      'big-sentence',
      'quote',
      'list-section',
      'benefits',
      'credibility',
      'call-to-action',
      'pre-footer',
      'team',
    ]
    for (const type of composition) expect(blockRegistry[type], type).toBeTypeOf('function')
    const interactive = [
      'content-slider',
      'image-slider',
      'fullscreen-slider',
      'sticky-slider',
      'on-off-grid-images-reveal',
      'feature-focus',
    ]
    for (const type of interactive) expect(blockRegistry[type], type).toBeTypeOf('function')
  })

  describe('the one image loaded with the HTML (the largest paint)', () => {
    const image = (name: string) => ({
      url: `/cms-api/media/file/${name}.jpg`,
      width: 1600,
      height: 900,
      mimeType: 'image/jpeg',
      alternativeText: name,
    })
    const imageContent = {
      blockType: 'image-content',
      id: 'ic',
      title: 'Charging',
      image: image('second'),
      imagePosition: 'left',
    }

    it("is the first block's lead image", () => {
      expect(leadImageBlockIndex([{ blockType: 'hero', title: 'Go', media: image('first') }, imageContent])).toBe(0)
    })

    it("is the second block's when the first is a title band without an image", () => {
      expect(leadImageBlockIndex([{ blockType: 'title-cover', title: 'Charging' }, imageContent])).toBe(1)
      expect(leadImageBlockIndex([{ blockType: 'quote', quote: 'Hi' }, imageContent])).toBe(-1)
      expect(
        leadImageBlockIndex([
          { blockType: 'title-cover', title: 'Charging' },
          { blockType: 'quote', quote: 'Hi' },
        ]),
      ).toBe(-1)
      expect(leadImageBlockIndex([])).toBe(-1)
    })

    it('is rendered eager at high priority; every other image is lazy', () => {
      const html = renderToStaticMarkup(
        <RenderBlocks
          blocks={[
            { blockType: 'title-cover', id: 't', title: 'Charging' },
            imageContent,
            { ...imageContent, id: 'ic2', image: image('third') },
          ]}
        />,
      )
      const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
      expect(imgs).toHaveLength(2)
      expect(imgs[0]).toContain('second.jpg')
      expect(imgs[0]).toMatch(/fetchPriority="high"/i)
      expect(imgs[0]).not.toMatch(/loading="lazy"/)
      expect(imgs[1]).toMatch(/loading="lazy"/)
      expect(imgs[1]).not.toMatch(/fetchPriority/i)
    })
  })
})
