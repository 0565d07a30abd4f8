/* Payload GraphQL playground (development only by Payload's default). */
import { payloadConfig as config } from '@/db/payload'
import { GRAPHQL_PLAYGROUND_GET } from '@payloadcms/next/routes'

export const GET = GRAPHQL_PLAYGROUND_GET(config)
