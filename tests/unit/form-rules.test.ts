import { describe, expect, it } from 'vitest'

import {
  consumeContactMessage,
  consumeNewsletterSignUp,
  FORM_LIMITS,
  mayAcknowledgeContact,
  mayMailNewsletterConfirmation,
} from '@/rate-limit/policies'
import { formRule } from '@/kit/forms/payload-rule'
import { addressGaps, CUSTOMER_RULES, SMS_NEEDS_PHONE, smsNeedsPhone } from '@/auth/customer-rules'

const HOUR = 60 * 60 * 1000

describe('limits of the forms that send mail (docs/security.md)', () => {
  it('has the documented numbers', () => {
    expect([FORM_LIMITS.contactMessagesPerAddress.limit, FORM_LIMITS.contactMessagesPerAddress.windowMs]).toEqual([
      5,
      HOUR,
    ])
    expect([
      FORM_LIMITS.contactAcknowledgementsPerRecipient.limit,
      FORM_LIMITS.contactAcknowledgementsPerRecipient.windowMs,
    ]).toEqual([3, 24 * HOUR])
    expect([FORM_LIMITS.newsletterSignUpsPerAddress.limit, FORM_LIMITS.newsletterSignUpsPerAddress.windowMs]).toEqual([
      10,
      HOUR,
    ])
    expect([
      FORM_LIMITS.newsletterConfirmationsPerRecipient.limit,
      FORM_LIMITS.newsletterConfirmationsPerRecipient.windowMs,
    ]).toEqual([3, 24 * HOUR])
  })

  it('contact: the 6th message from one address is refused with a message that says how long to wait', async () => {
    for (let i = 0; i < 5; i++) expect((await consumeContactMessage('192.0.2.10')).limited).toBe(false)
    const verdict = await consumeContactMessage('192.0.2.10')
    expect(verdict).toMatchObject({
      limited: true,
      message: expect.stringMatching(/Please try again in 60 minutes\.$/),
    })
    expect((await consumeContactMessage('192.0.2.11')).limited).toBe(false)
  })

  it('per recipient: 3 mails, counted case-insensitively', async () => {
    const four = async (may: () => Promise<boolean>) => [await may(), await may(), await may(), await may()]
    expect(await four(() => mayAcknowledgeContact('Ada@Example.com'))).toEqual([true, true, true, false])
    expect(await mayAcknowledgeContact('ada@example.com')).toBe(false)
    expect(await four(() => mayMailNewsletterConfirmation('bo@example.com'))).toEqual([true, true, true, false])
  })

  it('newsletter: 10 sign-ups per address', async () => {
    for (let i = 0; i < 10; i++) expect((await consumeNewsletterSignUp('192.0.2.20')).limited).toBe(false)
    expect(await consumeNewsletterSignUp('192.0.2.20')).toMatchObject({
      limited: true,
      message: expect.stringContaining('Too many sign-ups from your network.'),
    })
  })
})

describe('the portal’s rules as Payload field rules (Customers collection)', () => {
  const args = (extra: Record<string, unknown> = {}) =>
    ({ operation: 'create', previousValue: undefined, ...extra }) as never

  it('refuses what the form refuses, with the form’s message', () => {
    const phone = formRule(CUSTOMER_RULES.phone)
    expect(phone.validate('x', args())).toBe('Enter a US phone number with area code, like (415) 555-0134.')
    expect(phone.validate('(415) 555-0134', args())).toBe(true)
    expect(phone.validate(null, args())).toBe(true)
    expect(phone.validate(42, args())).toBe('Enter text.')
    const state = formRule(CUSTOMER_RULES.state)
    expect(state.validate('<b', args())).toBe('Use the two-letter state code, like CA.')
    expect(state.validate('ca', args())).toBe(true)
    expect(formRule(CUSTOMER_RULES.name).validate('  ', args())).toBe('Enter your name.')
  })

  it('an update that leaves the field out is checked with the stored value', () => {
    const name = formRule(CUSTOMER_RULES.name)
    expect(name.validate(undefined, args({ operation: 'update', previousValue: 'Ada' }))).toBe(true)
    expect(name.validate(undefined, args({ operation: 'create' }))).toBe('Enter your name.')
  })

  it('stores values as the form does', () => {
    const hook = (rule: ReturnType<typeof formRule>, value: unknown) =>
      (rule.hooks.beforeValidate[0] as (a: { value: unknown }) => unknown)({ value })
    expect(hook(formRule(CUSTOMER_RULES.phone), '415.555.0177')).toBe('(415) 555-0177')
    expect(hook(formRule(CUSTOMER_RULES.state), ' or ')).toBe('OR')
    expect(hook(formRule(CUSTOMER_RULES.phone), 'x')).toBe('x')
    expect(hook(formRule(CUSTOMER_RULES.phone), null)).toBeNull()
  })

  it('an address is all or nothing', () => {
    expect(addressGaps({})).toEqual({})
    expect(addressGaps({ line1: '', city: null, state: undefined })).toEqual({})
    expect(addressGaps({ line1: '1 Main St' })).toEqual({
      city: 'Enter the city.',
      state: 'Enter the state, like CA.',
      zip: 'Enter the ZIP code.',
    })
    expect(addressGaps({ line1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' })).toEqual({})
  })

  it('SMS needs a phone', () => {
    expect(smsNeedsPhone({ sms: true, phone: null })).toBe(SMS_NEEDS_PHONE)
    expect(smsNeedsPhone({ sms: true, phone: '  ' })).toBe(SMS_NEEDS_PHONE)
    expect(smsNeedsPhone({ sms: true, phone: '(415) 555-0134' })).toBeNull()
    expect(smsNeedsPhone({ sms: false, phone: null })).toBeNull()
  })
})
