import { unstable_cache } from 'next/cache'
import { type Payload } from 'payload'
import { cache } from 'react'

import { tags } from '@/content/hooks/revalidate'
import type { Media } from '@/payload-types'

import { readChangePolicy } from '../changes/policy'
import { describeRefundPolicy, readRefundPolicy } from '../refunds/policy'
import type { Catalog, CatalogImage, CommerceTerms } from './types'

const image = (value: unknown): CatalogImage | null => {
  if (!value || typeof value !== 'object') return null
  const media = value as Media
  if (!media.url) return null
  return { url: media.url, alt: media.alternativeText ?? '', width: media.width ?? 1600, height: media.height ?? 1000 }
}
const images = (values: unknown): CatalogImage[] =>
  Array.isArray(values) ? values.map(image).filter((i): i is CatalogImage => i !== null) : []

/**
 * The catalog as plain data, read through the Local API with access control on (as an anonymous
 * visitor). Kept in the data cache until an editor changes the catalog, its settings or an image
 * (their hooks expire the tag): every build page, quote and order reads it, and reading it from
 * the database each time was most of what a launch crowd cost the server. Once per request: the
 * page and every price computed during it see the same catalog.
 */
export const loadCatalog = cache((payload: Payload): Promise<Catalog> =>
  unstable_cache(() => readCatalog(payload), ['commerce-catalog'], { tags: [tags.catalog] })(),
)

/** The catalog read with a given Payload instance (the seed prices its demo orders with it). */
export async function readCatalog(payload: Payload): Promise<Catalog> {
  const [trims, categories] = await Promise.all([
    payload.find({
      collection: 'trim-levels',
      depth: 2,
      limit: 100,
      pagination: false,
      sort: 'sortOrder',
      overrideAccess: false,
    }),
    payload.find({
      collection: 'option-categories',
      depth: 0,
      limit: 100,
      pagination: false,
      sort: 'sortOrder',
      overrideAccess: false,
    }),
  ])
  const categoryLabels = categories.docs.map((c) => c.label)
  return {
    categories: categoryLabels,
    trims: trims.docs.map((trim) => ({
      uid: trim.uid,
      label: trim.label,
      description: trim.description ?? '',
      price: trim.price,
      images: images(trim.images),
      featureSlides: (trim.featureSlides ?? []).map((slide) => ({
        title: slide.title,
        text: slide.text ?? '',
        image: image(slide.image),
      })),
      colors: (trim.colors ?? []).flatMap((row) => {
        const color = row.color
        if (!color || typeof color !== 'object') return []
        return [
          {
            uid: color.uid,
            name: color.name,
            description: color.description ?? '',
            swatch: color.swatch,
            price: row.price,
            isDefault: !!row.isDefault,
            images: images(color.images),
          },
        ]
      }),
      options: (trim.options ?? [])
        .flatMap((row) => {
          const option = row.option
          if (!option || typeof option !== 'object') return []
          const category = typeof option.category === 'object' && option.category ? option.category : null
          return [
            {
              uid: option.uid,
              name: option.name,
              description: option.description ?? '',
              price: option.price,
              category: category?.label ?? 'Other',
              image: image(option.image),
              details:
                option.details?.title || option.details?.text
                  ? {
                      title: option.details.title ?? option.name,
                      text: option.details.text ?? '',
                      image: image(option.details.image),
                    }
                  : null,
              isDefault: !!row.isDefault,
              selectable: row.selectable !== false,
              sortOrder: option.sortOrder ?? 0,
            },
          ]
        })
        .sort(
          (a, b) =>
            categoryLabels.indexOf(a.category) - categoryLabels.indexOf(b.category) || a.sortOrder - b.sortOrder,
        )
        .map(({ sortOrder: _sortOrder, ...option }) => option),
    })),
  }
}

/** Build & payments settings with safe defaults for anything an editor left empty (cached like the catalog). */
export const loadCommerceTerms = cache((payload: Payload): Promise<CommerceTerms> =>
  unstable_cache(() => readCommerceTerms(payload), ['commerce-terms'], { tags: [tags.catalog] })(),
)

export async function readCommerceTerms(payload: Payload): Promise<CommerceTerms> {
  const s = await payload.findGlobal({ slug: 'commerce', depth: 1, overrideAccess: false })
  const refundRules = readRefundPolicy(s.refundRules)
  const amounts = { first: s.firstDeposit ?? 0, second: s.secondDeposit ?? 0 }
  return {
    firstDeposit: s.firstDeposit ?? 0,
    secondDeposit: s.secondDeposit ?? 0,
    destinationFee: s.destinationFee ?? 0,
    financing: (s.financing ?? []).map((row) => ({
      creditBand: row.creditBand,
      months: row.months,
      aprPercent: row.aprPercent,
    })),
    downPayment: {
      minPercent: s.downPayment?.minPercent ?? 10,
      maxPercent: s.downPayment?.maxPercent ?? 90,
      defaultPercent: s.downPayment?.defaultPercent ?? 20,
    },
    prequalificationUrl: s.prequalificationUrl ?? '',
    disclaimer: s.disclaimer ?? '',
    refundRules,
    refundPolicy: [describeRefundPolicy(refundRules, amounts), s.refundPolicy ?? ''].filter(Boolean).join(' '),
    changeRules: readChangePolicy(s.changeRules),
    delivery: { forecast: s.delivery?.forecast ?? '', note: s.delivery?.note ?? '' },
    pickupPoint: {
      name: s.pickupPoint?.name ?? '',
      address: s.pickupPoint?.address ?? '',
      phone: s.pickupPoint?.phone ?? '',
      mapsUrl: s.pickupPoint?.mapsUrl ?? '',
      map: image(s.pickupPoint?.map),
      photo: image(s.pickupPoint?.photo),
    },
    terms: s.terms ?? '',
    nextSteps: (s.nextSteps ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }
}
