import type { PayloadHandler } from 'payload'

import { jsonError } from '@/content/api/http'

import { toCsv } from './csv'

/**
 * GET /cms-api/subscribers/export.csv — every subscriber as CSV, for staff only.
 * Payload has already authenticated the request (cookie or `Authorization: JWT …`).
 */
export const exportSubscribersCsv: PayloadHandler = async (req) => {
  if (!req.user) return jsonError(401, 'Sign in as staff to export subscribers.')
  if (req.user.collection !== 'users') return jsonError(403, 'Only staff can export subscribers.')

  const { docs } = await req.payload.find({
    collection: 'subscribers',
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { email: true, source: true, createdAt: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  const csv = toCsv([['email', 'source', 'subscribed at'], ...docs.map((doc) => [doc.email, doc.source ?? '', doc.createdAt])])
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="pebble-subscribers-${day}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
