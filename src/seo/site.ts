import { env } from '@/config/env'

export const SITE_NAME = 'Pebble'
export const SITE_DESCRIPTION = 'Pebble builds the electric travel trailer: a home on wheels that charges itself, tows light and parks itself.'

/** An absolute URL on this site, for feeds, sitemaps and structured data (which need absolute URLs). */
export const absoluteUrl = (path: string) => new URL(path, env.serverUrl).toString()

/** Paths that search engines must not crawl: the admin, the CMS API, the portal and the build flow. */
export const PRIVATE_PATHS = ['/admin', '/cms-api', '/api', '/customer-portal', '/build'] as const

/** The RSS feed, announced in every page's head (a page's own `alternates` replace the layout's). */
export const FEED_ALTERNATE = { 'application/rss+xml': [{ url: '/feed.xml', title: `${SITE_NAME} journal` }] }
