import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { methodNotAllowed } from '@/kit/http/json'
import { previewPath } from '@/content/publishing/preview-path'

/** Leaves preview and goes back to the page the visitor was on (?path=…), as the public sees it. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  redirect(previewPath(new URL(request.url).searchParams.get('path')) ?? '/')
}

export const POST = methodNotAllowed('GET')
