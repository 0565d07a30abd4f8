import { describe, expect, it } from 'vitest'

import { assetUrl } from '@/config/assets'

describe('assetUrl (spec section 7: non-absolute asset URLs get the assets host)', () => {
  it.each([
    [
      'relative path with host',
      '/cms-api/media/file/a.jpg',
      'https://cdn.example.com',
      'https://cdn.example.com/cms-api/media/file/a.jpg',
    ],
    ['host with trailing slash', '/media/a.jpg', 'https://cdn.example.com/', 'https://cdn.example.com/media/a.jpg'],
    ['path without leading slash', 'media/a.jpg', 'https://cdn.example.com', 'https://cdn.example.com/media/a.jpg'],
    ['absolute https stays', 'https://other.example/a.jpg', 'https://cdn.example.com', 'https://other.example/a.jpg'],
    ['protocol-relative stays', '//other.example/a.jpg', 'https://cdn.example.com', '//other.example/a.jpg'],
    ['no host: the site itself', '/cms-api/media/file/a.jpg', '', '/cms-api/media/file/a.jpg'],
    ['no host, no leading slash', 'a.jpg', '', '/a.jpg'],
  ])('%s', (_name, url, host, expected) => {
    expect(assetUrl(url, host)).toBe(expected)
  })

  it('returns null for a missing URL', () => {
    expect(assetUrl(null, 'https://cdn.example.com')).toBeNull()
    expect(assetUrl('', 'https://cdn.example.com')).toBeNull()
  })
})
