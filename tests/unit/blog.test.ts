import { describe, expect, it } from 'vitest'

import { pageWindow } from '@/blog/Pagination'
import { rankBySharedTags } from '@/content/posts/related'
import { blogPaths, pageNumberOf } from '@/kit/paths'

describe('blog paths', () => {
  it('page 1 of a listing is the listing itself; later pages add /page/{n}', () => {
    expect(blogPaths.page(1)).toBe('/blog')
    expect(blogPaths.page(3)).toBe('/blog/page/3')
    expect(blogPaths.tag('owners')).toBe('/blog/tag/owners')
    expect(blogPaths.tag('owners', 1)).toBe('/blog/tag/owners')
    expect(blogPaths.tag('owners', 2)).toBe('/blog/tag/owners/page/2')
  })

  it.each([
    ['1', 1],
    ['2', 2],
    ['999999', 999999],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    ['1000000', null],
    ['2 ', null],
  ])('page segment %j is %j', (segment, page) => expect(pageNumberOf(segment)).toBe(page))
})

describe('pagination window', () => {
  it('shows every page of a short listing', () => expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]))
  it('shows the ends and the neighbours of the current page, gaps as null', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20])
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20])
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20])
  })
  it('shows a single hidden page rather than a gap standing for it', () =>
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]))
})

describe('related posts ranking', () => {
  const candidates = [
    { id: 1, tags: [10] }, // newest
    { id: 2, tags: [10, 11] },
    { id: 3, tags: [12] },
    { id: 4, tags: [11] },
    { id: 5, tags: [10, 11, 12] }, // oldest
  ]
  it('ranks more shared tags first, then keeps the given (newest first) order', () =>
    expect(rankBySharedTags(candidates, [10, 11])).toEqual([2, 5, 1]))
  it('leaves out posts sharing no tag, and returns at most the limit', () => {
    expect(rankBySharedTags(candidates, [12], 5)).toEqual([3, 5])
    expect(rankBySharedTags(candidates, [99])).toEqual([])
  })
  it('counts a tag once even when listed twice', () =>
    expect(
      rankBySharedTags(
        [
          { id: 1, tags: [10, 10] },
          { id: 2, tags: [10, 11] },
        ],
        [10, 11],
      ),
    ).toEqual([2, 1]))
})
