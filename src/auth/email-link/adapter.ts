import type { Adapter, AdapterUser } from 'next-auth/adapters'

import type { Customer } from '@/payload-types'

import { customerByEmail, customerById } from '../customer-lookup'
import { consumeToken, storeToken } from '../tokens/store'

const toAdapterUser = (customer: Customer): AdapterUser => ({
  id: String(customer.id),
  email: customer.email,
  name: customer.name,
  emailVerified: null,
})

/**
 * The smallest next-auth adapter the Email provider needs with JWT sessions: look customers up,
 * and keep one-time verification tokens (hashed by next-auth, single use, expiring) in Payload.
 * It never creates an account: an e-mail link signs in existing customers only (see
 * `emailLinkProvider`); new customers sign up with a name and a password.
 */
export const payloadAdapter: Adapter = {
  async getUser(id) {
    const customer = /^\d+$/.test(id) || /^[a-f0-9]{24}$/.test(id) ? await customerById(id) : null
    return customer ? toAdapterUser(customer) : null
  },
  async getUserByEmail(email) {
    const customer = await customerByEmail(email)
    return customer ? toAdapterUser(customer) : null
  },
  async updateUser(user) {
    // next-auth marks the address verified after a link is used; Payload does not track it.
    const customer = await customerById(user.id)
    if (!customer) throw new Error('No such customer')
    return toAdapterUser(customer)
  },
  async createUser() {
    throw new Error('An e-mail link never creates an account.')
  },
  async createVerificationToken(token) {
    // An address with no account gets a "no account" mail instead of a link: nothing to store.
    if (!(await customerByEmail(token.identifier))) return token
    await storeToken({
      identifier: token.identifier,
      tokenHash: token.token,
      expires: token.expires,
      purpose: 'sign-in-link',
    })
    return token
  },
  async useVerificationToken({ identifier, token }) {
    const used = await consumeToken(token, 'sign-in-link', identifier)
    return used ? { identifier: used.identifier, token, expires: used.expires } : null
  },
}
