import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { addCompileHints } from './src/compile-hints/compile-hints'
import { IMAGE_DEFAULT_QUALITY, IMAGE_DEVICE_WIDTHS, IMAGE_SMALL_WIDTHS } from './src/config/constants'
import {
  clientHintsForAdminOnly,
  type HeaderRule,
  headerRules,
  UPLOAD_CONTENT_SECURITY_POLICY,
} from './src/config/http-headers'

const assetsHost = process.env.NEXT_PUBLIC_ASSETS_HOST ? new URL(process.env.NEXT_PUBLIC_ASSETS_HOST) : null

/**
 * With REDIS_URL, Next's cache (data and pages) lives in Redis and a revalidateTag on one instance
 * reaches every instance (src/config/redis-cache-handler.mjs). Without it, Next's default
 * per-process cache, as on one machine. Read when a server starts, so one build serves both.
 */
const redisCache: Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> = process.env.REDIS_URL
  ? {
      cacheHandler: fileURLToPath(new URL('./src/config/redis-cache-handler.mjs', import.meta.url)),
      // No in-process copy in front of the shared cache: it would not learn of other instances' expiries.
      cacheMaxMemorySize: 0,
    }
  : {}

const nextConfig: NextConfig = {
  ...redisCache,
  // Tests build into their own folder so they never disturb a developer's `npm start`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded from node_modules once per server, not bundled: bundled, Turbopack wrote them into one
  // identical 2.4 MB chunk per group of routes (docs/architecture.md, "Payload … not bundled").
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    '@libsql/client',
    'libsql',
    // One Redis client per server for the shared rate limits (src/rate-limit/store.ts).
    'ioredis',
    // One metrics registry per server, shared with scripts/serve.mjs (src/observability/metrics.mjs).
    'prom-client',
  ],
  compiler: {
    // V8 compiles the chunks every page starts with off the main thread (src/compile-hints/compile-hints.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir)
    },
  },
  // Security and caching headers for every route (src/config/http-headers.ts).
  headers: async () =>
    headerRules({ assetsHost: process.env.NEXT_PUBLIC_ASSETS_HOST, dev: process.env.NODE_ENV === 'development' }),
  images: {
    deviceSizes: IMAGE_DEVICE_WIDTHS,
    imageSizes: IMAGE_SMALL_WIDTHS,
    qualities: [IMAGE_DEFAULT_QUALITY],
    formats: ['image/avif', 'image/webp'],
    // The optimiser sets its own policy on what it answers; the same as every uploaded file's.
    contentSecurityPolicy: UPLOAD_CONTENT_SECURITY_POLICY,
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/**', search: '' }],
    remotePatterns: assetsHost
      ? [
          {
            protocol: assetsHost.protocol.replace(':', '') as 'http' | 'https',
            hostname: assetsHost.hostname,
            port: assetsHost.port,
          },
        ]
      : [],
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withPayloadConfig,
  // Payload's colour-scheme client hints for the admin only (see clientHintsForAdminOnly).
  headers: async () => clientHintsForAdminOnly(((await withPayloadConfig.headers?.()) ?? []) as HeaderRule[]),
} satisfies NextConfig
