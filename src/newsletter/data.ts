import type { PayloadRequest } from 'payload'

import { payloadClient } from '@/db/payload'
import type { Subscriber } from '@/payload-types'

/** Every read and write of the newsletter through Payload. Subscription rows are server business: access is overridden. */

export type SubscriberRow = Pick<Subscriber, 'id' | 'email' | 'status' | 'confirmTokenExpires'>

async function findOne(where: { email: { equals: string } } | { confirmTokenHash: { equals: string } }) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'subscribers', where, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as SubscriberRow | undefined) ?? null
}

export const subscriberByEmail = (email: string): Promise<SubscriberRow | null> => findOne({ email: { equals: email } })

export const subscriberByTokenHash = (tokenHash: string): Promise<SubscriberRow | null> =>
  findOne({ confirmTokenHash: { equals: tokenHash } })

export async function insertSubscriber(
  data: Pick<Subscriber, 'email' | 'source' | 'status' | 'confirmTokenHash' | 'confirmTokenExpires'>,
) {
  const payload = await payloadClient()
  await payload.create({ collection: 'subscribers', data, overrideAccess: true })
}

export async function updateSubscriber(id: number, data: Partial<Subscriber>) {
  const payload = await payloadClient()
  await payload.update({ collection: 'subscribers', id, data, overrideAccess: true })
}

/** The mailing list (confirmed subscribers, oldest first), read with the staff member's own access. */
export async function confirmedSubscribers(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'subscribers',
    where: { status: { equals: 'confirmed' } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { email: true, source: true, confirmedAt: true, createdAt: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs
}
