import type { RequiredDataFromCollectionSlug } from 'payload'

import { payloadClient } from '@/db/payload'
import type { SupportRequest } from '@/payload-types'

/** Every read and write of the support feature through Payload. */

/**
 * Where support mail goes. The field is staff-only (kept out of every public answer), so this
 * server-side read overrides access on purpose and the value never reaches a browser.
 */
export async function readSupportAddress(): Promise<string | null> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    overrideAccess: true,
    select: { support: { email: true } },
  })
  return settings.support?.email || null
}

/** Stores a validated contact message (visitors cannot create support requests through the CMS API). */
export async function insertSupportRequest(
  data: RequiredDataFromCollectionSlug<'support-requests'>,
): Promise<SupportRequest> {
  const payload = await payloadClient()
  return payload.create({ collection: 'support-requests', data, overrideAccess: true })
}
