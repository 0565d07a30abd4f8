import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { withOptimisedImages } from '../ui/optimised-images'
import { configuredImage } from './configured-image'
import { loadCatalog } from './data'
import type { CatalogImage } from './types'

/** The picture of an order's configured Pebble, as the build flow drew it, with the optimiser's URLs (server only). */
export async function orderImage(payload: Payload, order: Pick<Order, 'configuration'>): Promise<CatalogImage | null> {
  const image = configuredImage(await loadCatalog(payload), order.configuration.trim.uid, order.configuration.color.uid)
  return image ? withOptimisedImages(image) : null
}
