import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'
import { getPayload } from 'payload'

import { env } from '@/config/env'
import config from '@payload-config'

/** Customer sessions last hours, not next-auth's default 30 days. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60

// next-auth builds callback and e-mail URLs from NEXTAUTH_URL; never from a request's Host header.
process.env.NEXTAUTH_URL ??= env.serverUrl

/**
 * next-auth for customers: JWT sessions whose subject is a `customers` id. Passwords are checked
 * by Payload (hashed, with lockout after repeated failures).
 */
export const authOptions: NextAuthOptions = {
  secret: env.authSecret,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/sign-in' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'E-mail and password',
      credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials) {
        const email = credentials?.email?.trim().toLowerCase()
        const password = credentials?.password
        if (!email || !password) return null
        const payload = await getPayload({ config })
        try {
          const { user } = await payload.login({ collection: 'customers', data: { email, password } })
          return user ? { id: String(user.id), email: user.email, name: user.name } : null
        } catch {
          return null
        }
      },
    }),
  ],
  callbacks: {
    session({ session, token }) {
      if (session.user && token.sub) session.user.id = token.sub
      return session
    },
  },
}
