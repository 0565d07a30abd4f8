import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from '@/content/api/csv'
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, normaliseEmail } from '@/kit/rules/email'
import { normaliseSource } from '@/newsletter/validation'

describe('normaliseEmail (newsletter sign-up validation)', () => {
  it.each(['ada@example.com', 'first.last+trailers@sub.example.co.uk', 'o_neil-99@pebble.travel'])(
    'accepts %s',
    (input) => {
      expect(normaliseEmail(input)).toEqual({ ok: true, email: input })
    },
  )

  it.each([
    'plainaddress',
    'missing-at.example.com',
    'two@@example.com',
    'no-domain@',
    '@no-local.com',
    'spaces in@example.com',
    'dot@example.',
    'double..dot@example.com',
    'hyphen@example-.com',
    'hyphen@-example.com',
  ])('rejects %s as invalid', (input) => {
    expect(normaliseEmail(input)).toEqual({ ok: false, error: EMAIL_MESSAGES.invalid })
  })

  it('lower-cases, so differently-cased addresses are the same subscriber', () => {
    const a = normaliseEmail('Ada.Lovelace@Example.COM')
    const b = normaliseEmail('ada.lovelace@example.com')
    expect(a).toEqual({ ok: true, email: 'ada.lovelace@example.com' })
    expect(a).toEqual(b)
  })

  it('trims surrounding whitespace (spaces, tabs, new lines)', () => {
    expect(normaliseEmail('  ada@example.com \t\n')).toEqual({ ok: true, email: 'ada@example.com' })
  })

  it('asks for an address when it is empty or only whitespace', () => {
    expect(normaliseEmail('')).toEqual({ ok: false, error: EMAIL_MESSAGES.missing })
    expect(normaliseEmail('    ')).toEqual({ ok: false, error: EMAIL_MESSAGES.missing })
  })

  // 64 + 1 + 60 + 1 + 60 + 1 + 63 + 4 = 254 characters, every label within DNS limits.
  const longest = `${'d'.repeat(64)}@${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(63)}.com`

  it('accepts exactly 254 characters and rejects 255', () => {
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH)
    expect(normaliseEmail(longest)).toEqual({ ok: true, email: longest })
    expect(normaliseEmail(`d${longest}`)).toEqual({ ok: false, error: EMAIL_MESSAGES.tooLong })
    expect(normaliseEmail(`${'c'.repeat(300)}@example.com`)).toEqual({ ok: false, error: EMAIL_MESSAGES.tooLong })
  })

  it('counts the length after trimming', () => {
    expect(normaliseEmail(`   ${longest}   `)).toEqual({ ok: true, email: longest })
  })

  it('never throws for values that are not strings (FormData may hold a File or nothing)', () => {
    for (const input of [null, undefined, 42, {}, new Blob(['x'])]) {
      const result = normaliseEmail(input)
      expect(result.ok).toBe(false)
    }
    expect(normaliseEmail(null)).toEqual({ ok: false, error: EMAIL_MESSAGES.missing })
  })
})

describe('normaliseSource', () => {
  it('keeps simple slugs and falls back to "website" for anything else', () => {
    expect(normaliseSource('pre-footer')).toBe('pre-footer')
    expect(normaliseSource(' Footer ')).toBe('footer')
    expect(normaliseSource('<script>')).toBe('website')
    expect(normaliseSource(null)).toBe('website')
    expect(normaliseSource('x'.repeat(41))).toBe('website')
  })
})

describe('subscriber CSV export', () => {
  it('quotes cells with commas, quotes or new lines', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1@example.com')).toBe("'+1@example.com")
    expect(csvCell('@sum')).toBe("'@sum")
  })

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['email', 'source'],
        ['ada@example.com', 'footer'],
      ]),
    ).toBe('email,source\r\nada@example.com,footer\r\n')
  })
})
