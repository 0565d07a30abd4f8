import { methodNotAllowed } from '@/kit/http/json'
import { getSettings } from '@/content/queries'
import { answeringUnavailable } from '@/db/unavailable'

/** GET /api/get-settings -> { emailSharingText } (spec section 7). */
export const GET = answeringUnavailable('get-settings', async function get() {
  const settings = await getSettings()
  return Response.json({ emailSharingText: settings.emailSharingText ?? '' })
})

export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
