import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { jsonError, methodNotAllowed } from '@/content/api/http'
import { previewPath } from '@/content/publishing/preview-path'
import { getPayloadClient } from '@/content/queries'

/**
 * /preview?path=/charging: a signed-in staff member (the admin's session cookie) turns on draft
 * mode and sees the path with its drafts. Anyone else gets 401 and nothing changes.
 */
export async function GET(request: Request) {
  const path = previewPath(new URL(request.url).searchParams.get('path'))
  if (!path) return jsonError(400, 'Give the page to preview as ?path=/some-page.')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (user?.collection !== 'users') return jsonError(401, 'Sign in to the admin to preview drafts.')
  ;(await draftMode()).enable()
  redirect(path)
}

export const POST = methodNotAllowed('GET')
