/** Everything commerce adds to the Payload config, so the config lists it in one place. */
import type { CollectionConfig, GlobalConfig } from 'payload'

import { expireTags, tags } from '@/content/hooks/revalidate'

import { Colors } from './catalog/Colors'
import { CommerceSettings } from './catalog/CommerceSettings'
import { OptionCategories } from './catalog/OptionCategories'
import { Options } from './catalog/Options'
import { TrimLevels } from './catalog/TrimLevels'
import { PaymentEvents } from './payments/PaymentEvents'
import { Payments } from './payments/Payments'
import { HandoverSlots } from './handover/HandoverSlots'
import { MoneyActions } from './refunds/MoneyActions'

/** The build flow reads the catalog from the data cache (catalog/data.ts): an editor's change expires it. */
const expireCatalog = ({ req }: { req: Parameters<typeof expireTags>[0] }) => expireTags(req, [tags.catalog])
const expiresCatalog = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    afterChange: [...(collection.hooks?.afterChange ?? []), expireCatalog],
    afterDelete: [...(collection.hooks?.afterDelete ?? []), expireCatalog],
  },
})
const globalExpiresCatalog = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), expireCatalog] },
})

export const CATALOG_COLLECTIONS = [TrimLevels, Colors, Options, OptionCategories].map(expiresCatalog)
export const PAYMENT_COLLECTIONS = [Payments, PaymentEvents, MoneyActions]
export const HANDOVER_COLLECTIONS = [HandoverSlots]
export const COMMERCE_GLOBALS = [CommerceSettings].map(globalExpiresCatalog)
