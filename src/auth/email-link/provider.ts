import EmailProvider from 'next-auth/providers/email'

import { env } from '@/config/env'
import { payloadClient } from '@/db/payload'
import { sendMail } from '@/mail/send'
import { sitePaths } from '@/kit/paths'

import { customerByEmail } from '../customer-lookup'
import { SIGN_IN_LINK_MINUTES } from '../tokens/lifetimes'
import { noAccountMail, signInLinkMail } from './messages'

/**
 * "E-mail me a link". Only existing customers get a link; an address with no account gets a
 * mail saying so, with the sign-up address. The page answers the same either way, so the form
 * does not reveal who has an account, and no nameless account is ever created.
 */
export const emailLinkProvider = EmailProvider({
  maxAge: SIGN_IN_LINK_MINUTES * 60,
  // Not used: every message goes through sendMail (SMTP_URL plus the admin's outbox).
  server: 'smtp://unused.invalid',
  from: env.mailFrom,
  async sendVerificationRequest({ identifier, url }) {
    const customer = await customerByEmail(identifier)
    await sendMail(
      await payloadClient(),
      customer
        ? signInLinkMail(identifier, url, SIGN_IN_LINK_MINUTES)
        : noAccountMail(identifier, `${env.serverUrl}${sitePaths.signUp}`, 'sign in'),
    )
  },
})
