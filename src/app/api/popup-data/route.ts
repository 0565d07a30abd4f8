import { z } from 'zod'

import { jsonError, methodNotAllowed, readJsonBody } from '@/kit/http/json'
import { getPageBySlug, getPostBySlug } from '@/content/queries'
import { answeringUnavailable } from '@/db/unavailable'

const PopupRequest = z.object(
  {
    type: z.enum(['page', 'post'], { message: 'type must be "page" or "post"' }),
    uid: z
      .string({ message: 'uid (the slug) is required' })
      .trim()
      .min(1, 'uid (the slug) is required')
      .max(200, 'uid is too long'),
  },
  { error: 'Body must be a JSON object with "type" and "uid".' },
)

/** POST /api/popup-data { type, uid } -> { attributes: { slug, title, content, … } } (spec section 7). */
export const POST = answeringUnavailable('popup-data', async function post(request: Request) {
  const body = await readJsonBody(request)
  if (!body.ok) return jsonError(body.status, body.message)
  const parsed = PopupRequest.safeParse(body.value)
  if (!parsed.success) return jsonError(400, parsed.error.issues.map((issue) => issue.message).join('; '))

  const { type, uid } = parsed.data
  const doc = type === 'page' ? await getPageBySlug(uid) : await getPostBySlug(uid)
  if (!doc) return jsonError(404, `No ${type} with uid "${uid}".`)
  return Response.json({ attributes: doc }, { headers: { 'Cache-Control': 'no-store' } })
})

export const GET = methodNotAllowed('POST')
export const PUT = GET
export const PATCH = GET
export const DELETE = GET
