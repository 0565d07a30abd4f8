import { env } from '@/config/env'
import { PRIVATE_ROUTE_PREFIXES } from '@/config/routes'

export const SITE_NAME = 'Pebble'
/** The one product the site sells (structured data; the build flow's headings say it too). */
export const PRODUCT_NAME = 'Pebble One'
/** The site in one sentence: Organization JSON-LD, the feed, and pages whose SEO group has no description yet. */
export const SITE_DESCRIPTION =
  'Pebble is the electric travel trailer: camp off-grid for days on battery and solar power, and tow it with any car.'

/** An absolute URL on this site, for feeds, sitemaps and structured data (which need absolute URLs). */
export const absoluteUrl = (path: string) => new URL(path, env.serverUrl).toString()

/** Paths that search engines must not crawl: the admin and the APIs, plus the route table's private routes (portal, build, sign-in, preview). */
export const PRIVATE_PATHS = ['/admin', '/cms-api', '/api', ...PRIVATE_ROUTE_PREFIXES] as const

/** The RSS feed, announced in every page's head (a page's own `alternates` replace the layout's). */
export const FEED_ALTERNATE = { 'application/rss+xml': [{ url: '/feed.xml', title: `${SITE_NAME} journal` }] }
