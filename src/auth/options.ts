import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'

import { env } from '@/config/env'

import { sameOriginPath } from './callback-url'
import { customerByEmail, customerById, customerForClaims } from './customer-lookup'
import { payloadAdapter } from './email-link/adapter'
import { emailLinkProvider } from './email-link/provider'
import { clientAddress } from '@/rate-limit/client-address'
import { customerWithPassword } from './password/check'
import { recordPasswordFailure, recordPasswordSuccess } from '@/rate-limit/policies'
import { sitePaths } from '@/kit/paths'
import { claimsFor } from './session/claims'
import { revokeSession } from './session/revoke'
import { SESSION_MAX_AGE_SECONDS, USE_SECURE_COOKIES } from './session/cookie'
import { passwordSignInSchema } from './validation'

export { SESSION_MAX_AGE_SECONDS }

// next-auth builds callback and e-mail URLs from NEXTAUTH_URL; never from a request's Host header.
process.env.NEXTAUTH_URL ??= env.serverUrl

/** Thrown by the jwt callback for a token that no longer speaks for anyone: next-auth clears the cookie. */
class SessionRevoked extends Error {
  constructor() {
    super('Session revoked (password changed, or customer gone)')
    this.name = 'SessionRevoked'
  }
}

/**
 * next-auth for customers: JWT sessions (8 h, renewed on use) whose subject is a `customers` id and
 * which carry the customer's session version (see session/claims.ts). Two providers: e-mail and
 * password (password/check.ts: hashed; no lockout, rate limits instead), and an e-mail link for
 * existing customers.
 * Rate limits are applied in the route handler (app/api/auth/[...nextauth]/route.ts) before
 * next-auth runs; failed passwords are counted here. The redirect callback keeps next-auth's
 * default rule (same origin only) and never throws.
 */
export const authOptions: NextAuthOptions = {
  secret: env.authSecret,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  useSecureCookies: USE_SECURE_COOKIES,
  adapter: payloadAdapter,
  // Every page is ours: a GET of /api/auth/signout shows /sign-in, which offers "Sign out" to a
  // signed-in customer (next-auth's own unstyled pages are never shown).
  pages: {
    signIn: sitePaths.signIn,
    signOut: sitePaths.signIn,
    error: sitePaths.signIn,
    verifyRequest: `${sitePaths.signIn}?sent=link`,
  },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'E-mail and password',
      credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, req) {
        const parsed = passwordSignInSchema.safeParse(credentials ?? {})
        if (!parsed.success) return null
        const { email, password } = parsed.data
        const attempt = { email, address: clientAddress(req?.headers ?? {}) }
        // Wrong password and unknown account: the same work, the same answer (CredentialsSignin).
        const customer = await customerWithPassword(email, password)
        if (!customer) {
          await recordPasswordFailure(attempt)
          return null
        }
        await recordPasswordSuccess(attempt)
        return { id: String(customer.id), email: customer.email, name: customer.name }
      },
    }),
    emailLinkProvider,
  ],
  events: {
    // Signing out ends this session on the server too: a copy of its token no longer works. Any
    // copy renewed before now expires within SESSION_MAX_AGE_SECONDS, so that is how long to remember.
    async signOut({ token }) {
      if (token?.sub && typeof token.sid === 'string')
        await revokeSession(token.sub, token.sid, Math.floor(Date.now() / 1000) + SESSION_MAX_AGE_SECONDS)
    },
  },
  callbacks: {
    /**
     * next-auth's default rule, same origin only (a path on this site, or a URL of this site; any
     * other goes home), through the site's one callbackUrl rule (callback-url.ts): the URL is
     * normalised before its origin is checked, so `/.//evil.com` is not "a path", and a value that
     * is neither a path nor a URL (`Yn<<E`, `%00`) goes home instead of throwing (a 500).
     */
    redirect({ url, baseUrl }) {
      const path = sameOriginPath(url, baseUrl)
      return path === null ? baseUrl : `${baseUrl}${path}`
    },
    async signIn({ user, account, email }) {
      // The e-mail link itself: only an existing customer may use one (nobody else is sent one).
      if (account?.provider === 'email' && !email?.verificationRequest) {
        const customer = user.email ? await customerByEmail(user.email) : null
        if (!customer || String(customer.id) !== user.id) return `${sitePaths.signIn}?error=NoAccount`
      }
      return true
    },
    async jwt({ token, user, trigger }) {
      if (user) {
        // Signing in: stamp the token with the customer's current session version.
        const customer = await customerById(user.id)
        if (!customer) throw new SessionRevoked()
        return { ...token, ...claimsFor(customer) }
      }
      const customer = await customerForClaims(token)
      if (!customer) throw new SessionRevoked()
      // update() (e.g. after the account page saved a new name) refreshes what the session shows,
      // never the version: an outdated token was rejected just above.
      if (trigger === 'update') return { ...token, name: customer.name, email: customer.email }
      return token
    },
    session({ session, token }) {
      session.user = { id: token.sub, name: token.name ?? null, email: token.email ?? null }
      return session
    },
  },
  logger: {
    error(code, metadata) {
      const err = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error
      // An outdated session is expected after a password change: not an error worth a stack trace.
      if (code === 'JWT_SESSION_ERROR' && err instanceof Error && err.name === 'SessionRevoked') return
      console.error(`[next-auth][error][${code}]`, metadata)
    },
    warn(code) {
      console.warn(`[next-auth][warn][${code}]`)
    },
    debug() {},
  },
}
