/* Payload GraphQL API: bodies read within a limit, queries priced, no field-name suggestions (src/content/api/cms-routes.ts). */
import { payloadConfig as config } from '@/db/payload'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import {
  GRAPHQL_BODY_LIMIT,
  withBodyLimit,
  withGraphQLCeiling,
  withoutFieldSuggestions,
} from '@/content/api/cms-routes'

export const POST = withoutFieldSuggestions(
  withBodyLimit(withGraphQLCeiling(GRAPHQL_POST(config)), { json: GRAPHQL_BODY_LIMIT }),
)
export const OPTIONS = REST_OPTIONS(config)
