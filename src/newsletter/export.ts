import type { PayloadHandler } from 'payload'

import { staffRole } from '@/access'
import { csvResponse } from '@/content/api/csv'
import { jsonError } from '@/kit/http/json'

import { confirmedSubscribers } from './data'

/**
 * GET /cms-api/subscribers/export.csv — the mailing list: every confirmed subscriber as CSV (pending
 * ones have not opened their confirmation link and must not be mailed), for the staff who may read
 * subscribers (the collection's read access decides). Payload has already authenticated the
 * request (cookie or `Authorization: JWT …`).
 */
export const exportSubscribersCsv: PayloadHandler = async (req) => {
  if (!req.user) return jsonError(401, 'Sign in as staff to export subscribers.')
  if (!staffRole(req.user)) return jsonError(403, 'Only staff can export subscribers.')

  const docs = await confirmedSubscribers(req)
  return csvResponse('pebble-subscribers', [
    ['email', 'source', 'confirmed at'],
    ...docs.map((doc) => [doc.email, doc.source ?? '', doc.confirmedAt ?? doc.createdAt]),
  ])
}
