import type { Catalog, CatalogImage } from './types'

/**
 * THE picture of a configured Pebble: the chosen colour's first image on its trim, else the
 * trim's own. The build flow draws it as the buyer configures; the portal draws the order's.
 */
export function configuredImage(catalog: Catalog, trimUid: string, colorUid: string): CatalogImage | null {
  const trim = catalog.trims.find((t) => t.uid === trimUid) ?? catalog.trims[0]
  if (!trim) return null
  return (trim.colors.find((c) => c.uid === colorUid) ?? trim.colors[0])?.images[0] ?? trim.images[0] ?? null
}
