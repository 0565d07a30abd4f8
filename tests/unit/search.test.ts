import fc from 'fast-check'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks/configs'

import { fuzzSeeds } from '../integration/fuzz-seeds'
import { searchableText } from '@/content/search/extract'
import { tsQuery } from '@/content/search/postgres'
import { fts5Query } from '@/content/search/sqlite'
import {
  MARK_END,
  MARK_START,
  MAX_QUERY_LENGTH,
  MAX_TERMS,
  indexableText,
  markedParts,
  normalizeQuery,
  searchTerms,
} from '@/content/search/terms'

describe('searchTerms: what a visitor typed, as words only', () => {
  it.each([
    ['battery range', ['battery', 'range']],
    ['"unbalanced', ['unbalanced']],
    ['NEAR(battery solar, 2)', ['near', 'battery', 'solar', '2']],
    ['title:battery -solar ^x*', ['title', 'battery', 'solar', 'x']],
    ['a OR b AND NOT c', ['a', 'or', 'b', 'and', 'not', 'c']],
    ['Café  日本語 ＴＥＡＭ', ['café', '日本語', 'team']],
    ['bat\u0000tery', ['bat', 'tery']],
    ['***', []],
    ['', []],
  ])('%j → %j', (query, terms) => expect(searchTerms(query)).toEqual(terms))

  it('never lets an operator, quote, control character or mark through, whatever is typed', () => {
    for (const seed of fuzzSeeds())
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (typed) => {
          const terms = searchTerms(typed)
          expect(terms.length).toBeLessThanOrEqual(MAX_TERMS)
          for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N}]+$/u)
          // Each engine's query is the words with its own operators only.
          expect(fts5Query(terms)).toMatch(
            /^(("[\p{L}\p{N}]+"\*?|\("[\p{L}\p{N}]+"\* OR "[\p{L}\p{N}]+"\*\))( AND )?)*$/u,
          )
          expect(tsQuery(terms)).toMatch(/^(([\p{L}\p{N}]+(:\*)?|\([\p{L}\p{N}]+:\* \| [\p{L}\p{N}]+:\*\))( & )?)*$/u)
        }),
        { numRuns: 2000, seed },
      )
  })

  it('caps the query and shows it back without control characters', () => {
    expect(normalizeQuery('x'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH)
    expect(normalizeQuery(['first', 'second'])).toBe('first')
    expect(normalizeQuery(undefined)).toBe('')
    expect(normalizeQuery('a\u0000b\u202Ec\uD800')).toBe('a b c')
  })

  it('the last word also matches as a prefix', () => {
    expect(fts5Query(['solar', 'ro'])).toBe('"solar" AND "ro"*')
    expect(tsQuery(['solar', 'ro'])).toBe('solar & ro:*')
  })

  it('a half-typed last word is also searched without the ending a stemmer would rewrite', () => {
    // Porter reads "rankmwxjqhy" as a word ending in y and searched "rankmwxjqhi*": no match for "rankmwxjqhyfa".
    expect(fts5Query(['solar', 'rankmwxjqhy'])).toBe('"solar" AND ("rankmwxjqhy"* OR "rankmwxjqh"*)')
    expect(tsQuery(['batteries'])).toBe('(batteries:* | batteri:*)')
    expect(tsQuery(['panel'])).toBe('panel:*')
  })
})

describe('highlight marks', () => {
  it('splits marked text into text and matches; stray or stored marks never become a match', () => {
    const marked = `The ${MARK_START}battery${MARK_END} pack & <b>${MARK_START}cells${MARK_END}`
    expect(markedParts(marked)).toEqual([
      { text: 'The ', match: false },
      { text: 'battery', match: true },
      { text: ' pack & <b>', match: false },
      { text: 'cells', match: true },
    ])
    expect(markedParts(`cut ${MARK_END}off ${MARK_START}`)).toEqual([{ text: 'cut off ', match: false }])
    expect(indexableText(`forged ${MARK_START}mark${MARK_END}\n\tand\u0000 more`)).toBe('forged mark and more')
  })
})

describe('searchableText: the text a document is found by', () => {
  const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
  const fields: Field[] = [
    { name: 'title', type: 'text' },
    { name: 'slug', type: 'text' },
    { name: 'excerpt', type: 'textarea' },
    { name: 'content', type: 'blocks', blocks: pageBlocks },
    { name: 'meta', type: 'group', fields: [{ name: 'description', type: 'textarea' }] },
  ]

  it('reads text fields, rich text and every block by its own fields, and skips slugs, URLs, selects and SEO', () => {
    const text = searchableText(fields, {
      title: 'Title words',
      slug: 'a-slug-word',
      excerpt: 'Excerpt words',
      meta: { description: 'seo words' },
      content: [
        {
          blockType: 'content',
          title: 'Block heading',
          width: 'wide',
          body: {
            root: {
              type: 'root',
              children: [
                paragraph('First paragraph.'),
                { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'An item' }] }] },
                {
                  type: 'paragraph',
                  children: [
                    { type: 'text', text: 'A ' },
                    { type: 'link', fields: { url: 'https://x.example' }, children: [{ type: 'text', text: 'link' }] },
                    { type: 'text', text: ' inside.' },
                  ],
                },
              ],
            },
          },
        },
        { blockType: 'unknown-block', title: 'never read' },
      ],
    })
    expect(text.split('\n')).toEqual([
      'Title words',
      'Excerpt words',
      'Block heading',
      'First paragraph.',
      'An item',
      'A link inside.',
    ])
    expect(text).not.toMatch(/a-slug-word|seo words|wide|https|never read/)
  })
})
