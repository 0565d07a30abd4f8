import { tooManyAttempts } from '@/rate-limit/messages'

/**
 * next-auth reports a failed sign-in as an `error` code (in the JSON answer's url, or in the
 * query of the page it redirects to). THE mapping from those codes to what a person reads.
 * Codes of our own carry a number after a colon: `RateLimited:12` (minutes). There is no lockout
 * code: accounts are never locked, and a limit reads the same whether the account exists or not.
 */
export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null
  const [kind, arg] = code.split(':')
  const n = Number(arg)
  switch (kind) {
    case 'CredentialsSignin':
      return 'That e-mail and password do not match an account. Check them and try again.'
    case 'RateLimited':
      return tooManyAttempts((n > 0 ? n : 15) * 60_000)
    case 'Verification':
      return 'That sign-in link has expired or was already used. Ask for a new one below.'
    case 'NoAccount':
      return 'There is no account for that e-mail address. Create one below.'
    case 'EmailSignin':
      return 'Enter a valid e-mail address, like name@example.com.'
    case 'SessionRequired':
      return 'Please sign in to continue.'
    default:
      return 'Sign-in did not work. Please try again.'
  }
}
