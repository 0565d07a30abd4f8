import type { Payload, PayloadRequest } from 'payload'

import type { SearchCollection } from './engine'

/** The search index's reads of pages and posts through Payload (the index's own SQL is the engines', postgres.ts and sqlite.ts). */

export type IndexedDoc = { id: number | string; slug?: unknown; title?: unknown; _status?: unknown }

/**
 * A document's own row, on the request's transaction: the published version (a draft save writes
 * only a version row). The adapter directly, so no hook or access runs inside the save's hook.
 */
export async function liveRowOf(req: PayloadRequest, collection: SearchCollection, id: number | string) {
  return (await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req })) as IndexedDoc | null
}

/** One page of published documents, oldest id first. */
export async function publishedPage(payload: Payload, collection: SearchCollection, page: number, limit: number) {
  return payload.find({
    collection,
    where: { _status: { equals: 'published' } },
    depth: 0,
    limit,
    page,
    sort: 'id',
    draft: false,
    overrideAccess: true,
  })
}

/** How many documents of a collection are published. */
export async function countPublished(payload: Payload, collection: SearchCollection): Promise<number> {
  const { totalDocs } = await payload.count({
    collection,
    where: { _status: { equals: 'published' } },
    overrideAccess: true,
  })
  return totalDocs
}
