/**
 * What the sign-in form needs only once it is used: next-auth's browser client, the error
 * messages and the rules the server checks with (they bring the validation library). A chunk of
 * its own, fetched once the form is up (SignInForm), so the page's first load goes without them.
 */
// First: it must run before the rules below build their schemas.
import '@/kit/rules/in-the-browser'

export { signIn } from 'next-auth/react'
export { fieldErrors } from '@/kit/rules/field-errors'
export { signInErrorMessage } from '../sign-in-errors'
export { emailLinkSchema, passwordSignInSchema } from '../validation'
