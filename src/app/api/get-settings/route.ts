import { methodNotAllowed } from '@/kit/http/json'
import { getSettings } from '@/content/queries'

/** GET /api/get-settings -> { emailSharingText } (spec section 7). */
export async function GET() {
  const settings = await getSettings()
  return Response.json({ emailSharingText: settings.emailSharingText ?? '' })
}

export const POST = methodNotAllowed('GET')
export const PUT = POST
export const PATCH = POST
export const DELETE = POST
