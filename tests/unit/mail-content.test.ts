import { describe, expect, it } from 'vitest'

import { contentFromText, plainText } from '@/mail/template/content'

describe('a message’s two parts', () => {
  it('the plain-text alternative carries everything the HTML shows, the action as label and URL', () => {
    const text = plainText({
      heading: 'Hi Sam,',
      paragraphs: ['Your second deposit is due.'],
      rows: [{ label: 'Due date', value: 'March 10, 2027' }],
      action: {
        label: 'Pay the second deposit',
        href: 'https://pebble.example/customer-portal/second-deposit?order=PB-1',
      },
      after: ['Questions? Reply.'],
    })
    expect(text).toBe(
      [
        'Hi Sam,',
        'Your second deposit is due.',
        '  Due date: March 10, 2027',
        'Pay the second deposit: https://pebble.example/customer-portal/second-deposit?order=PB-1',
        'Questions? Reply.',
        '— The Pebble team',
      ].join('\n\n'),
    )
  })

  it('a plain-text message becomes a heading and paragraphs, without a second signature', () => {
    expect(contentFromText('Hello,\n\nFirst line\nsecond line\n\n\n— The Pebble team')).toEqual({
      heading: 'Hello,',
      paragraphs: ['First line\nsecond line'],
    })
  })
})
