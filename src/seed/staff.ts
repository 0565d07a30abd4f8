import type { Payload } from 'payload'

/** Demo-only staff accounts. Only ever created together with the demo content. */
export const DEMO_PASSWORD = 'pebble-demo-2026'
export const DEMO_STAFF = [
  { email: 'admin@example.com', name: 'Avery Admin', role: 'admin' },
  { email: 'editor@example.com', name: 'Eden Editor', role: 'editor' },
  { email: 'support@example.com', name: 'Sam Support', role: 'support' },
] as const

export async function seedDemoStaff(payload: Payload) {
  for (const user of DEMO_STAFF) {
    await payload.create({
      collection: 'users',
      data: { ...user, password: DEMO_PASSWORD },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
}
