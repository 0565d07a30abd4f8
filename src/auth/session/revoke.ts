import { payloadClient } from '@/db/payload'

import { recordRevokedSession } from '../data'

/** Records `sid` (valid until `exp`) as signed out for customer `customerId`; prunes expired entries. */
export async function revokeSession(customerId: string | number, sid: string, exp: number): Promise<void> {
  const id = Number(customerId)
  if (!Number.isSafeInteger(id)) return
  await recordRevokedSession(await payloadClient(), id, sid, exp)
}
