import { headers } from 'next/headers'

import { isStaffUser } from '@/access'
import { isPreview } from '@/content/queries'
import { payloadClient } from '@/db/payload'

import { userOfHeaders } from './data'

/** The staff member signed in to the admin on this request (their Payload cookie), or null. */
export async function staffOnRequest() {
  const user = await userOfHeaders(await payloadClient(), await headers())
  return isStaffUser(user) ? user : null
}

/** Whether a staff member is previewing drafts (draft mode on and their admin session valid). */
export async function staffPreviewing(): Promise<boolean> {
  return (await isPreview()) && (await staffOnRequest()) !== null
}
