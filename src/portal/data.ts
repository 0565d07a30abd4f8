/**
 * THE data-access module of the customer portal. Every Local API call here runs as the signed-in
 * customer (`user: customer`, `overrideAccess: false`), so the collections' access rules decide
 * what comes back: a customer can only ever read or change their own records, whatever id or
 * number a page or action is handed. The exceptions: the refunds of orders the customer's own read
 * returned (ledgersOfMyOrders), and the e-mail change's bookkeeping (at the end), which no customer
 * may touch through the API and which is keyed by the customer's own id.
 * Nothing here is cached across requests.
 */
import type { Where } from 'payload'

import type { SignedInCustomer } from '@/auth/session/signed-in-customer'
import { isOrderNumber } from '@/commerce/orders/number'
import { orderImage } from '@/commerce/catalog/order-image'
import type { CatalogImage } from '@/commerce/catalog/types'
import { loadOrderLedgers, type OrderLedger } from '@/commerce/refunds/ledger'
import { isSlug } from '@/content/fields/slug'
import { postCardPopulate, postCardSelect, toPostCard } from '@/content/posts/cards'
import type { Customer, Faq, Order, OwnerPage, PostCard, SupportRequest } from '@/payload-types'
import { payloadClient } from '@/db/payload'

const as = (customer: SignedInCustomer) => ({ user: customer, overrideAccess: false as const })

// ---------------------------------------------------------------- orders

/** The customer's orders, newest first. */
export async function listMyOrders(customer: SignedInCustomer): Promise<Order[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    sort: '-createdAt',
    depth: 0,
    limit: 50,
    pagination: false,
    ...as(customer),
  })
  return docs
}

/** One of the customer's orders by its number, or null (another customer's number reads as null too). */
export async function getMyOrder(customer: SignedInCustomer, number: string): Promise<Order | null> {
  if (!isOrderNumber(number)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...as(customer),
  })
  return docs[0] ?? null
}

/** The order the portal is about: the newest one that is not cancelled. */
export async function getCurrentOrder(customer: SignedInCustomer): Promise<Order | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { status: { not_equals: 'cancelled' } },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    ...as(customer),
  })
  return docs[0] ?? null
}

/** The picture of the customer's Pebble as configured in their order (the catalog is public). */
export async function imageOfMyOrder(order: Pick<Order, 'configuration'>): Promise<CatalogImage | null> {
  return orderImage(await payloadClient(), order)
}

/**
 * The money of orders the customer's own reads returned (never ids from a request): what each
 * deposit paid, what was refunded and when. Refunds are staff records a customer cannot read
 * through the API, so the server reads them, for these orders only.
 */
export async function ledgersOfMyOrders(orders: Pick<Order, 'id'>[]): Promise<Map<number, OrderLedger>> {
  return loadOrderLedgers(
    await payloadClient(),
    orders.map((order) => order.id),
  )
}

// ---------------------------------------------------------------- the customer record

export type AccountChanges = Pick<Customer, 'name' | 'phone' | 'address'>

export async function updateMyAccount(customer: SignedInCustomer, changes: AccountChanges): Promise<Customer> {
  const payload = await payloadClient()
  return payload.update({ collection: 'customers', id: customer.id, data: changes, depth: 0, ...as(customer) })
}

export async function updateMyPreferences(
  customer: SignedInCustomer,
  preferences: NonNullable<Customer['preferences']>,
): Promise<Customer> {
  const payload = await payloadClient()
  return payload.update({ collection: 'customers', id: customer.id, data: { preferences }, depth: 0, ...as(customer) })
}

/** Applies a confirmed e-mail change (see account/email-change.ts for the confirmation). */
export async function setMyEmail(customer: SignedInCustomer, email: string): Promise<Customer> {
  const payload = await payloadClient()
  // Customers may not set their own e-mail through the CMS (src/auth/cms-guard.ts); the caller
  // has checked the owner's single-use confirmation, so this one write runs with system rights.
  return payload.update({ collection: 'customers', id: customer.id, data: { email }, depth: 0, overrideAccess: true })
}

// ---------------------------------------------------------------- support requests

export async function listMySupportRequests(customer: SignedInCustomer): Promise<SupportRequest[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'support-requests',
    sort: '-createdAt',
    depth: 1,
    populate: { orders: { number: true } },
    limit: 50,
    pagination: false,
    ...as(customer),
  })
  return docs
}

// ---------------------------------------------------------------- owner content

/**
 * Who reads owner pages: a signed-in customer (what is published, through access control) or
 * staff previewing drafts on the page's real URL (the latest draft of each).
 */
export type OwnerPageReader = SignedInCustomer | 'staff-preview'
const asReader = (reader: OwnerPageReader) =>
  reader === 'staff-preview' ? { draft: true, overrideAccess: true as const } : as(reader)

export async function listOwnerPages(
  reader: OwnerPageReader,
): Promise<Pick<OwnerPage, 'id' | 'title' | 'slug' | 'summary'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'owner-pages',
    sort: 'order',
    select: { title: true, slug: true, summary: true },
    depth: 0,
    limit: 100,
    pagination: false,
    ...asReader(reader),
  })
  return docs
}

export async function getOwnerPage(reader: OwnerPageReader, slug: string): Promise<OwnerPage | null> {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'owner-pages',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    pagination: false,
    ...asReader(reader),
  })
  return docs[0] ?? null
}

export async function listFaqs(customer: SignedInCustomer): Promise<Faq[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'faqs',
    sort: 'order',
    depth: 0,
    limit: 200,
    pagination: false,
    ...as(customer),
  })
  return docs
}

/** The slug of the blog tag whose posts are news for owners. */
export const OWNER_NEWS_TAG = 'owners'

/** Posts tagged for owners, newest first, as cards. */
export async function listOwnerNews(customer: SignedInCustomer, limit = 24): Promise<PostCard[]> {
  const payload = await payloadClient()
  const tag = await payload.find({
    collection: 'tags',
    where: { slug: { equals: OWNER_NEWS_TAG } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...as(customer),
  })
  const tagId = tag.docs[0]?.id
  if (tagId == null) return []
  const where: Where = { tags: { in: [tagId] } }
  const { docs } = await payload.find({
    collection: 'posts',
    where,
    sort: '-date',
    limit,
    depth: 1,
    select: postCardSelect,
    populate: postCardPopulate,
    pagination: false,
    ...as(customer),
  })
  return docs.map(toPostCard)
}

// ---------------------------------------------------------------- e-mail change requests (access overridden)

export type PendingEmailChange = {
  id: number
  newEmail: string
  expiresAt: string
  usedAt?: string | null
  customer: number | { id: number }
}

/** Whether another customer than `exceptId` has this address. */
export async function emailUsedByAnother(email: string, exceptId: number): Promise<boolean> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'customers',
    where: { and: [{ email: { equals: email } }, { id: { not_equals: exceptId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Replaces the customer's pending change (if any) with a new one. */
export async function replaceEmailChangeRequest(
  customerId: number,
  request: { newEmail: string; tokenHash: string; expiresAt: string },
): Promise<void> {
  const payload = await payloadClient()
  await payload.delete({
    collection: 'email-change-requests',
    where: { customer: { equals: customerId } },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'email-change-requests',
    data: { customer: customerId, ...request },
    overrideAccess: true,
  })
}

export async function emailChangeWithTokenHash(tokenHash: string): Promise<PendingEmailChange | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'email-change-requests',
    where: { tokenHash: { equals: tokenHash } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return (docs[0] as PendingEmailChange | undefined) ?? null
}

/** Marks the request of this token used, once: true only for the call that spent it. */
export async function spendEmailChange(tokenHash: string): Promise<boolean> {
  const payload = await payloadClient()
  const spent = await payload.update({
    collection: 'email-change-requests',
    where: { and: [{ tokenHash: { equals: tokenHash } }, { usedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  return spent.docs.length === 1
}

/** The customer's live, unused change request, if any. */
export async function liveEmailChangeOf(customerId: number): Promise<PendingEmailChange | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'email-change-requests',
    where: {
      and: [
        { customer: { equals: customerId } },
        { usedAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return (docs[0] as PendingEmailChange | undefined) ?? null
}
