import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { jsonError, methodNotAllowed } from '@/kit/http/json'
import { previewPath } from '@/content/publishing/preview-path'
import { staffOnRequest } from '@/content/publishing/staff-session'

/**
 * /preview?path=/charging: a signed-in staff member (the admin's session cookie) turns on draft
 * mode and sees the path with its drafts. Anyone else gets 401 and nothing changes.
 */
export async function GET(request: Request) {
  const path = previewPath(new URL(request.url).searchParams.get('path'))
  if (!path) return jsonError(400, 'Give the page to preview as ?path=/some-page.')
  if (!(await staffOnRequest())) return jsonError(401, 'Sign in to the admin to preview drafts.')
  ;(await draftMode()).enable()
  redirect(path)
}

export const POST = methodNotAllowed('GET')
