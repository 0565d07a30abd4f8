import type { PayloadRequest, Where } from 'payload'

/** The media reads of the file route through Payload. */

/** How many media documents match `where` (any access: the route only decides what to log). */
export async function countMedia(req: PayloadRequest, where: Where): Promise<number> {
  const { totalDocs } = await req.payload.count({ collection: 'media', where, overrideAccess: true, req })
  return totalDocs
}
