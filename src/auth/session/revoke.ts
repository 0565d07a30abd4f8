import { inTransaction, lockForUpdate } from '@/db/transaction'

import { liveRevocations } from './revocation'
import { payloadClient } from '@/db/payload'

/** Records `sid` (valid until `exp`) as signed out for customer `customerId`; prunes expired entries. */
export async function revokeSession(customerId: string | number, sid: string, exp: number): Promise<void> {
  const payload = await payloadClient()
  const id = Number(customerId)
  if (!Number.isSafeInteger(id)) return
  await inTransaction(payload, async (req) => {
    await lockForUpdate(req, 'customers', id)
    const customer = await payload.findByID({
      collection: 'customers',
      id,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!customer) return
    const kept = liveRevocations(customer.revokedSessions).filter((x) => x.sid !== sid)
    await payload.update({
      collection: 'customers',
      id,
      data: { revokedSessions: [...kept, { sid, exp }] },
      depth: 0,
      req,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
}
