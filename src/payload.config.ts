import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { restrictInternalCollections } from './access/internal-collections'
import { Customers } from './auth/Customers'
import { Users } from './auth/Users'
import { VerificationTokens } from './auth/tokens/VerificationTokens'
import {
  CATALOG_COLLECTIONS,
  COMMERCE_GLOBALS,
  HANDOVER_COLLECTIONS,
  PAYMENT_COLLECTIONS,
} from './commerce/collections'
import { DELIVERY_COLLECTIONS, DELIVERY_GLOBALS, DELIVERY_TASKS } from './commerce/delivery/collections'
import { Orders } from './commerce/orders/Orders'
import { env, isPostgres } from './config/env'
import { currentRequestId } from './config/request-context.mjs'
import { postgresPool } from './db/postgres-pool'
import { sqliteDatabase } from './db/sqlite-adapter'
import { storableText } from './config/storable-text'
import { checkCmsInput } from './content/api/cms-input'
import { graphQLCeilings } from './content/api/graphql-cost'
import { Outbox } from './mail/Outbox'
import { Redirects } from './seo/redirects/Redirects'
import { Authors } from './content/collections/Authors'
import { Media } from './content/collections/Media'
import { mediaStorage } from './content/media/storage'
import { pageBlocks, postBlocks } from './blocks/configs'
import { pagesCollection } from './content/collections/Pages'
import { postsCollection } from './content/collections/Posts'
import { Tags } from './content/collections/Tags'
import { Footer } from './content/globals/Footer'
import { Header } from './content/globals/Header'
import { settingsGlobal } from './content/globals/Settings'
import { formBuilder } from './forms/plugin'
import { Subscribers } from './newsletter/Subscribers'
import { portalCollections } from './portal/collections'
import { supportSettingsField } from './support/settings-fields'
import { SupportRequests } from './support/SupportRequests'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/storage-s3 and its plugin-cloud-storage stop at 3.90.1 while the rest of Payload is
// 3.90.2; package.json's `overrides` make them use the app's one copy of payload and @payloadcms/ui.
// Payload's development-time checker compares version strings and would refuse to start, so it is
// off; tests/unit/payload-versions.test.ts checks what matters (one copy; every other package equal).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

// `[db-query] <query, cut at 120 characters>[ request_id=<id>]`: the id of the request the query
// was made for (none outside a request), so a query can be told from the job runner's, which
// arrives as a request of its own (tests/integration/helpers.ts reads these lines).
const queryLogger = env.logQueries
  ? {
      logQuery: (query: string) => {
        const id = currentRequestId()
        console.log(`[db-query] ${query.slice(0, 120).replace(/\s+/g, ' ')}${id ? ` request_id=${id}` : ''}`)
      },
    }
  : undefined

/**
 * SQLite on one machine (WAL, one writer path: src/db/sqlite-client.ts); Postgres when
 * DATABASE_URL says so (pool sized in src/db/postgres-pool.ts). Schema changes only through
 * committed migrations.
 */
const db = isPostgres
  ? postgresAdapter({
      pool: postgresPool(env.databaseUrl),
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: env.devSchemaPush,
      logger: queryLogger,
    })
  : sqliteDatabase({
      client: { url: env.databaseUrl },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      push: env.devSchemaPush,
      logger: queryLogger,
    })

// Payload's own collections (locks, preferences, migrations) exist only after sanitizing: their
// access (src/access/internal-collections.ts) and the API's input checks on every collection
// (src/content/api/cms-input.ts) are set on the result.
export default buildConfig({
  secret: env.payloadSecret,
  // Payload's REST and GraphQL live under /cms-api so the spec's /api/* routes are ours.
  routes: { api: '/cms-api', admin: '/admin' },
  // Staff cookies count only on requests from this site: a request with another Origin (or, with
  // no Origin, a Sec-Fetch-Site other than same-origin/same-site/none) is not signed in. Payload's
  // own rule (extractJWT); the customer strategy applies the same one (auth/payload-strategy.ts).
  csrf: [new URL(env.serverUrl).origin],
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Pebble admin' },
    // Payload's default is Gravatar: an editor's e-mail hash sent to a third party, and an image
    // host the admin's Content-Security-Policy does not allow (src/config/http-headers.ts).
    avatar: 'default',
    components: {
      beforeDashboard: [
        '/observability/admin/LaunchPanel#LaunchPanel',
        '/commerce/delivery/admin/PlanFill#PlanFill',
        '/commerce/orders/admin/OrdersPanel#OrdersPanel',
        '/commerce/changes/admin/PriceLockPanel#PriceLockPanel',
      ],
    },
  },
  collections: [
    pagesCollection(pageBlocks),
    postsCollection(postBlocks),
    Media,
    Authors,
    Tags,
    Users,
    Subscribers,
    Customers,
    Orders,
    Outbox,
    Redirects,
    VerificationTokens,
    SupportRequests,
    ...portalCollections,
    ...CATALOG_COLLECTIONS,
    ...PAYMENT_COLLECTIONS,
    ...DELIVERY_COLLECTIONS,
    ...HANDOVER_COLLECTIONS,
  ],
  // Every GraphQL query is priced before it runs (src/content/api/graphql-cost.ts, docs/security.md).
  graphQL: graphQLCeilings,
  globals: [Header, Footer, settingsGlobal([supportSettingsField]), ...COMMERCE_GLOBALS, ...DELIVERY_GLOBALS],
  // Scheduled publishing queues jobs here; src/instrumentation.ts runs them (no outside cron).
  // Payload's own `/cms-api/payload-jobs/run` answers no one: an admin's "run" would run the queue
  // beside the leader. The site's runner calls `POST /api/jobs/run` (content/publishing/jobs.ts).
  jobs: { access: { run: () => false }, deleteJobOnComplete: true, tasks: DELIVERY_TASKS },
  editor: lexicalEditor(),
  // Editor-built forms (src/forms/plugin.ts) first, so the NUL filter applies to their collections
  // too; media on S3 when S3_BUCKET is set, on local disk otherwise (src/content/media/storage.ts).
  plugins: [formBuilder(), storableText, mediaStorage()],
  db,
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
  .then(restrictInternalCollections)
  .then(checkCmsInput)
