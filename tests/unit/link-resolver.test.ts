import { afterEach, describe, expect, it, vi } from 'vitest'

import { linkToJSON } from '@/content/links/json'
import { pagePath, popupAttribute, popupTargetOf, postPath, resolveLinkHref } from '@/content/links/resolve'

const media = { url: '/cms-api/media/file/brochure.pdf' }
const page = { slug: 'charging' }
const post = { slug: 'first-trip' }
const url = 'https://example.org/elsewhere'

describe('resolveLinkHref (spec section 3: media, else page, else post, else url)', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([
    ['media wins over everything', { media, page, post, url }, '/cms-api/media/file/brochure.pdf'],
    ['page wins over post and url', { page, post, url }, '/charging'],
    ['post wins over url', { post, url }, '/post/first-trip'],
    ['url alone', { url }, url],
    ['relative url alone', { url: '/build' }, '/build'],
    ['home page is the site root', { page: { slug: 'home' } }, '/'],
    ['unpopulated media id is skipped', { media: 7, page }, '/charging'],
    ['unpopulated page id is skipped', { page: 3, post }, '/post/first-trip'],
    ['blank url is no target', { url: '   ', post }, '/post/first-trip'],
  ])('%s', (_name, link, expected) => {
    expect(resolveLinkHref({ title: 'Link', ...link })).toBe(expected)
  })

  it('warns and resolves to null for a link with no target', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(resolveLinkHref({ title: 'Nowhere' })).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Nowhere'))
  })

  it('prefixes media URLs with the assets host', () => {
    vi.stubEnv('NEXT_PUBLIC_ASSETS_HOST', 'https://assets.example.com')
    expect(resolveLinkHref({ title: 'PDF', media })).toBe('https://assets.example.com/cms-api/media/file/brochure.pdf')
    vi.unstubAllEnvs()
  })

  it('builds page and post paths', () => {
    expect(pagePath('spec-sheet')).toBe('/spec-sheet')
    expect(postPath('hello')).toBe('/post/hello')
  })

  it('serialises a link for the API with href and its targets', () => {
    expect(linkToJSON({ title: 'Charging', page: { slug: 'charging', title: 'Charging' } as never })).toEqual({
      title: 'Charging',
      href: '/charging',
      media: null,
      page: { slug: 'charging', title: 'Charging' },
      post: null,
      url: null,
      popup: null,
    })
  })

  it('marks links to pages that open in the popup', () => {
    expect(popupTargetOf({ title: 'Team', page: { slug: 'team', openInPopup: true } })).toEqual({
      type: 'page',
      uid: 'team',
    })
    expect(popupTargetOf({ title: 'Charging', page: { slug: 'charging', openInPopup: false } })).toBeNull()
    expect(popupTargetOf({ title: 'PDF', media, page: { slug: 'team', openInPopup: true } })).toBeNull()
    expect(popupAttribute({ type: 'post', uid: 'first-trip' })).toBe('post:first-trip')
  })
})
