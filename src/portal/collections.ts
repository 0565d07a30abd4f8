import type { CollectionConfig } from 'payload'

import { EmailChangeRequests } from './account/EmailChangeRequests'
import { Faqs } from './my-pebble/Faqs'
import { OwnerPages } from './my-pebble/OwnerPages'

/** The portal's collections, registered with one line in payload.config.ts. */
export const portalCollections: CollectionConfig[] = [OwnerPages, Faqs, EmailChangeRequests]
