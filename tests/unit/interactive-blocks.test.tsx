import type { PayloadRequest } from 'payload'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { pageBlocks, postBlocks } from '@/blocks/configs'
import { findPostCards, resolvedPostsField } from '@/blocks/posts/resolve'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockRegistry } from '@/blocks/registry'

/** Server HTML with lazy client parts resolved, as a prerendered page has them. */
async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node)
  const html = await new Response(prelude).text()
  return html.replace(/<!--\$-->|<!--\/\$-->|<template[^>]*><\/template>/g, '')
}

const INTERACTIVE = ['anchors', 'accordion', 'dropdown', 'focus-points', 'annotated-background', 'posts', 'focus-post']

const richText = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

const card = (id: number, slug: string) => ({
  id,
  slug,
  title: `Post ${id}`,
  date: '2026-11-12T12:00:00.000Z',
  excerpt: 'An excerpt.',
  mainImage: 7,
  tags: [{ id: 1, name: 'Engineering', slug: 'engineering' }],
})

/** A request whose Local API `find` records its arguments and answers with `docs`. */
function fakeReq(docs: Record<string, unknown>[]) {
  const find = vi.fn(async () => ({ docs }))
  return { req: { payload: { find } } as unknown as PayloadRequest, find }
}

describe('interactive blocks: registration', () => {
  it('every page and post block has a component and the shared anchor field', () => {
    for (const block of [...pageBlocks, ...postBlocks]) {
      expect(blockRegistry[block.slug], block.slug).toBeTypeOf('function')
      expect(JSON.stringify(block.fields), block.slug).toContain('"name":"anchorId"')
    }
    for (const type of INTERACTIVE) expect(pageBlocks.map((b) => b.slug)).toContain(type)
    expect(postBlocks.map((b) => b.slug)).toEqual(expect.arrayContaining(['accordion', 'dropdown', 'focus-points']))
    expect(postBlocks.map((b) => b.slug)).not.toContain('posts')
  })

  it('a block renders its anchor id as the root id', async () => {
    const html = await renderToHtml(
      <RenderBlocks blocks={[{ blockType: 'quote', id: 'q', quote: 'Quiet.', author: 'Ada', anchorId: 'voices' }]} />,
    )
    expect(html).toMatch(/<section[^>]*data-block="quote"[^>]*id="voices"/)
  })
})

describe('posts resolution (afterRead)', () => {
  it('latest: newest first, limited', async () => {
    const { req, find } = fakeReq([])
    await findPostCards(req, { mode: 'latest', limit: 3 })
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'posts',
        sort: '-date',
        limit: 3,
        depth: 1,
        overrideAccess: false,
        where: undefined,
      }),
    )
  })

  it('tag: filters by the tag; no tag, no query', async () => {
    const { req, find } = fakeReq([])
    await findPostCards(req, { mode: 'tag', tag: 4, limit: 2 })
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ where: { tags: { in: [4] } }, limit: 2 }))
    find.mockClear()
    expect(await findPostCards(req, { mode: 'tag', tag: null, limit: 2 })).toEqual([])
    expect(find).not.toHaveBeenCalled()
  })

  it('selected: keeps the editor’s order and reduces tags to name and slug', async () => {
    const { req } = fakeReq([
      { ...card(1, 'a'), tags: [{ id: 1, name: 'Engineering', slug: 'engineering', createdAt: 'x' }, 9] },
      card(2, 'b'),
    ])
    const cards = await findPostCards(req, { mode: 'selected', ids: [2, 1] })
    expect(cards.map((c) => c.slug)).toEqual(['b', 'a'])
    expect(cards[1].tags).toEqual([{ id: 1, name: 'Engineering', slug: 'engineering' }])
  })

  it('the hook reads the sibling fields (populated or not) and skips nested reads', async () => {
    const hook = resolvedPostsField.hooks!.afterRead![0]
    const { req, find } = fakeReq([card(1, 'a')])
    const args = (siblingData: Record<string, unknown>, currentDepth = 1) =>
      ({ siblingData, req, currentDepth }) as unknown as Parameters<typeof hook>[0]
    expect(await hook(args({ mode: 'tag', tag: { id: 5 }, limit: 1 }))).toHaveLength(1)
    expect(find).toHaveBeenLastCalledWith(expect.objectContaining({ where: { tags: { in: [5] } } }))
    await hook(args({ mode: 'selected', posts: [{ id: 3 }, 8] }))
    expect(find).toHaveBeenLastCalledWith(expect.objectContaining({ where: { id: { in: [3, 8] } } }))
    find.mockClear()
    expect(await hook(args({ mode: 'latest' }, 2))).toEqual([])
    expect(find).not.toHaveBeenCalled()
  })
})

describe('interactive blocks: markup', () => {
  afterEach(() => vi.restoreAllMocks())

  it('accordion: buttons in headings control labelled regions, closed unless "first open"', async () => {
    const html = await renderToHtml(
      <RenderBlocks
        blocks={[
          {
            blockType: 'accordion',
            id: 'a',
            title: 'FAQ',
            openFirst: true,
            items: [
              { id: '1', title: 'One', content: richText('Uno') },
              { id: '2', title: 'Two', content: richText('Dos') },
            ],
          },
        ]}
      />,
    )
    const buttons = [
      ...html.matchAll(/<h3[^>]*><button[^>]*id="([^"]+)"[^>]*aria-expanded="(true|false)" aria-controls="([^"]+)"/g),
    ]
    expect(buttons.map((m) => m[2])).toEqual(['true', 'false'])
    for (const [, buttonId, , panelId] of buttons) {
      expect(html).toContain(`id="${panelId}" role="region" aria-labelledby="${buttonId}"`)
    }
    expect(html).toMatch(/role="region"[^>]*hidden=""/)
  })

  it('anchors: a named navigation of in-page links', async () => {
    const html = await renderToHtml(
      <RenderBlocks
        blocks={[
          {
            blockType: 'anchors',
            id: 'n',
            label: 'On this page',
            items: [
              { label: 'Specs', anchorId: 'specs' },
              { label: 'FAQ', anchorId: 'faq' },
            ],
          },
        ]}
      />,
    )
    expect(html).toMatch(/<nav[^>]*data-block="anchors"[^>]*aria-label="On this page"/)
    expect(html).toContain('href="#specs"')
    expect(html).toContain('href="#faq"')
  })

  it('posts and focus-post: cards link to the post and open it in the popup', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await renderToHtml(
      <RenderBlocks
        blocks={[
          {
            blockType: 'posts',
            id: 'p',
            title: 'Latest',
            mode: 'latest',
            limit: 2,
            background: 'paper',
            resolvedPosts: [card(1, 'first-post'), card(2, 'second-post')],
          },
          {
            blockType: 'focus-post',
            id: 'f',
            linkLabel: 'Read',
            imagePosition: 'left',
            background: 'dark',
            resolvedPost: card(3, 'featured'),
          },
        ]}
      />,
    )
    expect(html).toMatch(/<a[^>]*data-popup="post:first-post" href="\/post\/first-post"/)
    expect(html).toMatch(/<a[^>]*data-popup="post:featured" href="\/post\/featured"/)
    expect(html).toContain('November 12, 2026')
    expect(html).toContain('Engineering')
  })

  it('annotated-background: labels are one ordered list; focus-points lists its points as text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await renderToHtml(
      <RenderBlocks
        blocks={[
          {
            blockType: 'annotated-background',
            id: 'b',
            image: 1,
            labels: [{ x: 10, y: 20, label: 'Solar roof', text: 'Sunny.', side: 'auto' }],
          },
          {
            blockType: 'focus-points',
            id: 'c',
            image: 1,
            background: 'paper',
            points: [{ x: 50, y: 50, title: 'Battery', text: 'In the floor.' }],
          },
        ]}
      />,
    )
    expect(html).toMatch(/<ol[^>]*>.*Solar roof.*Sunny\..*<\/ol>/)
    expect(html).toContain('aria-label="1. Battery"')
    expect(html).toMatch(/<ol[^>]*>.*Battery.*In the floor\..*<\/ol>/)
  })
})
