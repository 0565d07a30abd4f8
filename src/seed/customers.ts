import type { Payload } from 'payload'

import { DEMO_PASSWORD } from './staff'

/** Demo-only customer accounts (sign-in tests and the portal demo). Only ever created with the demo content. */
export const DEMO_CUSTOMERS = [
  { email: 'customer@example.com', name: 'Casey Customer' },
  { email: 'other@example.com', name: 'Olive Other' },
] as const

export async function seedDemoCustomerAccounts(payload: Payload) {
  for (const customer of DEMO_CUSTOMERS) {
    await payload.create({
      collection: 'customers',
      data: { ...customer, password: DEMO_PASSWORD, demo: true },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
}
