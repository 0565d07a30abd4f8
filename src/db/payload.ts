import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one door to Payload. Every module that reads or writes through Payload's Local API gets its
 * handle here, and src/payload.config.ts (the composition root, which imports every feature's
 * collections) is imported by no other module under src/: .dependency-cruiser.cjs checks both.
 */
export const payloadClient = (): Promise<Payload> => getPayload({ config })

/** The config itself, for the admin and the CMS API routes Payload serves (src/app/(payload)). */
export const payloadConfig = config
