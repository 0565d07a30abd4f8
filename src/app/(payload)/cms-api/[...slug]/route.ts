/* Payload REST API, mounted at /cms-api so the spec's /api/* stays ours; query strings and bodies checked first (src/content/api/cms-routes.ts), staff sign-in rate limited (src/auth/staff-sign-in.ts). */
import { payloadConfig as config } from '@/db/payload'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withStaffSignInLimits } from '@/auth/staff-sign-in'
import { CMS_JSON_BODY_LIMIT, CMS_UPLOAD_BODY_LIMIT, withBodyLimit, withReadableQuery } from '@/content/api/cms-routes'

const limits = { json: CMS_JSON_BODY_LIMIT, multipart: CMS_UPLOAD_BODY_LIMIT }

export const GET = withReadableQuery(REST_GET(config))
export const POST = withReadableQuery(withBodyLimit(withStaffSignInLimits(REST_POST(config)), limits))
export const DELETE = withReadableQuery(withBodyLimit(REST_DELETE(config), limits))
export const PATCH = withReadableQuery(withBodyLimit(REST_PATCH(config), limits))
export const PUT = withReadableQuery(withBodyLimit(REST_PUT(config), limits))
export const OPTIONS = REST_OPTIONS(config)
