import { describe, expect, it } from 'vitest'

import { documentMetadata } from '@/site/page/metadata'

describe('document metadata', () => {
  it('uses the SEO description, then the excerpt', () => {
    expect(
      documentMetadata({ title: 'Charging', meta: { description: 'How Pebble charges.' } }, '/charging').description,
    ).toBe('How Pebble charges.')
    expect(documentMetadata({ title: 'A post', meta: {}, excerpt: 'The excerpt.' }, '/post/a').description).toBe(
      'The excerpt.',
    )
  })

  it('every page has a description, even with an empty SEO group', () => {
    const { description } = documentMetadata({ title: 'Charging', meta: {} }, '/charging')
    expect(typeof description).toBe('string')
    expect(description!.length).toBeGreaterThan(50)
  })
})
