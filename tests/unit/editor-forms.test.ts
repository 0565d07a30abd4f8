import { describe, expect, it } from 'vitest'

import { fieldNameProblem, STATE_OPTIONS, toDefinition } from '@/forms/definition'
import { parseSubmission } from '@/forms/validation'

/** An editor's form as Payload's form builder stores it. */
const form = toDefinition({
  id: 7,
  title: 'Test-tow day',
  submitButtonLabel: 'Save my spot',
  confirmationType: 'message',
  fields: [
    { blockType: 'text', name: 'name', label: 'Full name', required: true },
    { blockType: 'email', name: 'email', label: 'E-mail', required: true, width: 50 },
    { blockType: 'phone', name: 'phone', label: 'Phone', width: 50 },
    { blockType: 'state', name: 'state', label: 'State', required: true },
    {
      blockType: 'select',
      name: 'day',
      label: 'Preferred date',
      required: true,
      options: [
        { label: 'March 13', value: 'mar' },
        { label: 'April 10', value: 'apr' },
      ],
    },
    { blockType: 'checkbox', name: 'terms', label: 'I agree', required: true },
    { blockType: 'checkbox', name: 'news', label: 'News' },
    { blockType: 'textarea', name: 'note', label: 'Note' },
    // Left out: a kind the site does not render, an unusable name, a repeated name.
    { blockType: 'payment', name: 'pay', label: 'Pay' },
    { blockType: 'text', name: 'your name', label: 'Bad' },
    { blockType: 'text', name: 'name', label: 'Again' },
  ],
})

const ok = {
  name: ' Jordan ',
  email: ' Jordan@Example.COM ',
  phone: '+1 415-555-0134',
  state: 'or',
  day: 'apr',
  terms: true,
  news: false,
  note: '',
}

describe('editor-built forms: the definition', () => {
  it('keeps the kinds the site renders, once per usable name, with the kit’s US states', () => {
    expect(form.fields.map((f) => f.name)).toEqual(['name', 'email', 'phone', 'state', 'day', 'terms', 'news', 'note'])
    expect(form.fields.find((f) => f.kind === 'state')?.options).toBe(STATE_OPTIONS)
    expect(STATE_OPTIONS).toContainEqual({ value: 'CA', label: 'California' })
    expect(form.fields.find((f) => f.name === 'email')?.width).toBe(50)
    expect(form.fields.find((f) => f.name === 'note')?.width).toBe(100)
  })

  it('refuses field names that cannot be form keys, and the form’s own keys', () => {
    expect(fieldNameProblem('preferred_date')).toBeNull()
    for (const bad of ['your name', '1st', '', 'a'.repeat(65), 'x"y', undefined])
      expect(fieldNameProblem(bad)).toMatch(/letters, digits/)
    expect(fieldNameProblem('company_website')).toMatch(/used by the form itself/)
    expect(fieldNameProblem('formId')).toMatch(/used by the form itself/)
  })
})

describe('editor-built forms: validation', () => {
  it('stores normalised answers', () => {
    expect(parseSubmission(form, ok)).toEqual({
      ok: true,
      values: {
        name: 'Jordan',
        email: 'jordan@example.com',
        phone: '(415) 555-0134',
        state: 'OR',
        day: 'April 10',
        terms: 'Yes',
        news: 'No',
        note: '',
      },
    })
  })

  it('names each problem beside its field', () => {
    const result = parseSubmission(form, {
      name: '',
      email: 'nope',
      phone: '12',
      state: 'XX',
      day: 'dec',
      terms: false,
      news: false,
      note: 'x'.repeat(5001),
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter your full name.',
        email: 'Enter a valid e-mail address, like name@example.com.',
        phone: 'Enter a US phone number with area code, like (415) 555-0134.',
        state: 'Use the two-letter state code, like CA.',
        day: 'Choose one of the preferred date options.',
        terms: 'Please tick this box to continue.',
        note: 'That is too long (5,000 characters at most).',
      },
    })
  })

  it('required fields must be filled; optional ones may be empty', () => {
    const result = parseSubmission(form, { ...ok, email: '', state: '', day: '', phone: '', note: '' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      email: 'Enter your e-mail address.',
      state: 'Choose your state.',
      day: 'Choose one of the preferred date options.',
    })
  })

  it('caps text at 200 characters', () => {
    const result = parseSubmission(form, { ...ok, name: 'x'.repeat(201) })
    expect(result).toMatchObject({ ok: false, errors: { name: 'That is too long (200 characters at most).' } })
  })
})
