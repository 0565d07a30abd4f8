import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { PasswordField } from '@/kit/forms/fields/PasswordField'

// A rule unlike the real one: a field that copied the real numbers or text instead of reading the rule shows it.
vi.mock('@/kit/rules/password-limit', () => ({
  PASSWORD_MIN_LENGTH: 14,
  PASSWORD_MAX_LENGTH: 64,
  PASSWORD_RULE: 'At least 14 characters, and a song in your heart.',
}))

const attr = (html: string, name: string) => html.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1]

describe('the password field reads the password rule', () => {
  it('a new password: the rule is its hint and sets its length limits', () => {
    const html = renderToStaticMarkup(
      <PasswordField purpose="new" form="f" name="password" label="Password" note="Then confirm it." />,
    )
    expect(attr(html, 'minLength') ?? attr(html, 'minlength')).toBe('14')
    expect(attr(html, 'maxLength') ?? attr(html, 'maxlength')).toBe('64')
    expect(attr(html, 'autoComplete') ?? attr(html, 'autocomplete')).toBe('new-password')
    expect(html).toContain('<p id="f-password-hint"')
    expect(html).toContain('At least 14 characters, and a song in your heart. Then confirm it.')
    expect(attr(html, 'aria-describedby')).toBe('f-password-hint')
  })

  it('a current password: no rule, no minimum; its error beside it, announced with the field', () => {
    const html = renderToStaticMarkup(
      <PasswordField purpose="current" form="f" name="current" label="Current password" error="Wrong." />,
    )
    expect(html).not.toMatch(/minlength/i)
    expect(html).not.toContain('song in your heart')
    expect(attr(html, 'autoComplete') ?? attr(html, 'autocomplete')).toBe('current-password')
    expect(attr(html, 'aria-invalid')).toBe('true')
    expect(attr(html, 'aria-describedby')).toBe('f-current-error')
    expect(html).toContain('<p id="f-current-error"')
    expect(html).toContain('data-field-error="current"')
  })

  it('the rule the field reads is the one the server checks', async () => {
    // The server's rule, real, reading the (mocked) limits the field reads: both move together.
    const rule = {
      ...(await import('@/kit/rules/password-limit')),
      ...(await vi.importActual<typeof import('@/kit/rules/password')>('@/kit/rules/password')),
    }
    const at = (length: number) => 'a1'.padEnd(length, 'x')
    expect(rule.newPasswordRule.safeParse(at(rule.PASSWORD_MIN_LENGTH - 1)).success).toBe(false)
    expect(rule.newPasswordRule.safeParse(at(rule.PASSWORD_MIN_LENGTH)).success).toBe(true)
    expect(rule.newPasswordRule.safeParse(at(rule.PASSWORD_MAX_LENGTH + 1)).success).toBe(false)
    expect(rule.PASSWORD_RULE).toContain(`${rule.PASSWORD_MIN_LENGTH} characters`)
  })
})
