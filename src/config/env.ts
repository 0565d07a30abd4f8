import path from 'node:path'
import { z } from 'zod'

/**
 * Server environment, validated once. Local secrets are written to `.env.local` by
 * `scripts/lib/setup.mjs` on first run, so a fresh clone never needs hand-made config.
 */
const schema = z.object({
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters'),
  NEXTAUTH_SECRET: z.string().min(16, 'NEXTAUTH_SECRET must be at least 16 characters'),
  /** Prefix for asset URLs that are not absolute. Empty = the site itself. */
  NEXT_PUBLIC_ASSETS_HOST: z.string().url().optional().or(z.literal('')),
  NEXT_PUBLIC_SERVER_URL: z.string().url().optional(),
  /** smtp://user:pass@host:port for outgoing mail; without it mail is kept in the admin's outbox only. */
  SMTP_URL: z.string().url().optional().or(z.literal('')),
  MAIL_FROM: z.string().default('Pebble <hello@pebble.example>'),
  /** The outbox's first retry wait after an SMTP failure, doubled on each further failure (mail/retry.ts). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
  /** How often each server runs the outbox job (mail/retry.ts). */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  /** How often each server asks its own job queue to run due jobs (content/publishing/jobs.ts). */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
  DB_LOG_QUERIES: z.enum(['0', '1']).default('0'),
  /** Development only: let Payload push schema changes without a migration (never in production). */
  PAYLOAD_DB_PUSH: z.enum(['0', '1']).default('0'),
  /** Stripe secret key (sk_…): when set, deposits are paid through Stripe Checkout instead of the built-in test provider. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional().or(z.literal('')),
  /** Signing secret (whsec_…) of the Stripe webhook endpoint /api/payments/webhook/stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional().or(z.literal('')),
  /** Where the Stripe SDK sends its API calls, only when set (the tests' local stand-in of Stripe's API); unset = api.stripe.com. */
  STRIPE_API_HOST: z.string().optional().or(z.literal('')),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional().or(z.literal('')),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional().or(z.literal('')),
  /**
   * 1 = this site is a demo: without Stripe keys, the built-in test provider takes deposits (card
   * 4242 4242 4242 4242). A production server with neither refuses to start (commerce/payments/provider.ts).
   * `npm start` writes it into `.env.local` when it makes the local secrets.
   */
  PEBBLE_DEMO: z.enum(['0', '1']).default('0'),
  /**
   * redis://[:password@]host:port[/db] (or rediss://): when set, the rate limits are counted in Redis,
   * shared by every instance of the site (rate-limit/store.ts); without it, in each process's memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('')),
  /** Test servers only: lets integration tests inject a failure into order placement (x-pebble-test-fault header). */
  PEBBLE_TEST_FAULTS: z.enum(['0', '1']).default('0'),
  /**
   * Media on S3-compatible storage (src/content/media/storage.ts) when S3_BUCKET is set; otherwise
   * on local disk under DATA_DIR. Files are still served at /cms-api/media/file/… through Payload.
   */
  S3_BUCKET: z.string().optional(),
  /** http(s)://host:port of an S3-compatible server (MinIO, Ceph, s3rver…); unset = AWS itself. */
  S3_ENDPOINT: z.string().url().optional().or(z.literal('')),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 1 = http://host/bucket/key (most S3-compatible servers); 0 = http://bucket.host/key. Default: 1 with an endpoint. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
})

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(
    `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  )
}

const raw = parsed.data
const dataDir = path.resolve(process.cwd(), raw.DATA_DIR)

export const env = {
  dataDir,
  mediaDir: path.join(dataDir, 'media'),
  databaseUrl: raw.DATABASE_URL || `file:${path.join(dataDir, 'pebble.db')}`,
  payloadSecret: raw.PAYLOAD_SECRET,
  authSecret: raw.NEXTAUTH_SECRET,
  serverUrl: raw.NEXT_PUBLIC_SERVER_URL || `http://localhost:${process.env.PORT || 3000}`,
  smtpUrl: raw.SMTP_URL || undefined,
  mailFrom: raw.MAIL_FROM,
  mailRetryBaseMs: raw.MAIL_RETRY_BASE_MS,
  outboxIntervalMs: raw.OUTBOX_INTERVAL_MS,
  jobsIntervalMs: raw.JOBS_INTERVAL_MS,
  logQueries: raw.DB_LOG_QUERIES === '1',
  devSchemaPush: raw.PAYLOAD_DB_PUSH === '1' && process.env.NODE_ENV !== 'production',
  redisUrl: raw.REDIS_URL || undefined,
  stripeSecretKey: raw.STRIPE_SECRET_KEY || undefined,
  stripeWebhookSecret: raw.STRIPE_WEBHOOK_SECRET || undefined,
  stripeApi: raw.STRIPE_API_HOST
    ? {
        host: raw.STRIPE_API_HOST,
        port: raw.STRIPE_API_PORT || undefined,
        protocol: raw.STRIPE_API_PROTOCOL || undefined,
      }
    : undefined,
  testFaults: raw.PEBBLE_TEST_FAULTS === '1',
  demo: raw.PEBBLE_DEMO === '1',
  development: process.env.NODE_ENV === 'development',
  s3: raw.S3_BUCKET
    ? {
        bucket: raw.S3_BUCKET,
        endpoint: raw.S3_ENDPOINT || undefined,
        region: raw.S3_REGION,
        accessKeyId: raw.S3_ACCESS_KEY_ID,
        secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
        forcePathStyle: raw.S3_FORCE_PATH_STYLE ? raw.S3_FORCE_PATH_STYLE === '1' : Boolean(raw.S3_ENDPOINT),
      }
    : undefined,
}

export const isPostgres = /^postgres(ql)?:\/\//.test(env.databaseUrl)
