import type { Payload, PayloadRequest } from 'payload'

import type { Subscriber } from '@/payload-types'

/**
 * Every read and write of the newsletter through Payload, given the caller's `payload` (or `req`).
 * Subscription rows are server business: access is overridden.
 */

export type SubscriberRow = Pick<Subscriber, 'id' | 'email' | 'status' | 'confirmTokenExpires'>

async function findOne(
  payload: Payload,
  where: { email: { equals: string } } | { confirmTokenHash: { equals: string } },
) {
  const { docs } = await payload.find({ collection: 'subscribers', where, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as SubscriberRow | undefined) ?? null
}

export const subscriberByEmail = (payload: Payload, email: string): Promise<SubscriberRow | null> =>
  findOne(payload, { email: { equals: email } })

export const subscriberByTokenHash = (payload: Payload, tokenHash: string): Promise<SubscriberRow | null> =>
  findOne(payload, { confirmTokenHash: { equals: tokenHash } })

export async function insertSubscriber(
  payload: Payload,
  data: Pick<Subscriber, 'email' | 'source' | 'status' | 'confirmTokenHash' | 'confirmTokenExpires'>,
) {
  await payload.create({ collection: 'subscribers', data, overrideAccess: true })
}

export async function updateSubscriber(payload: Payload, id: number, data: Partial<Subscriber>) {
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
