/**
 * What Payload's media file route (`/cms-api/media/file/<name>`) does not do itself, for local
 * disk and S3 alike (docs/security.md, "Findings, defences and tests"):
 *
 * - **A missing file is a 404.** With read access open to anyone, Payload looks no document up and
 *   goes straight to the disk: a name that is not there answered 500 "Something went wrong" (and
 *   `x%00` threw from `fs.stat`). S3's handler already answers 404 for a missing object.
 * - **Files a browser would open as a document are downloaded.** An SVG opened directly is a page
 *   that can run scripts; PDFs do not render under the uploads' sandbox policy
 *   (src/config/http-headers.ts, which sets that policy for every media answer).
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, PayloadRequest, Where } from 'payload'

import { countMedia } from './data'

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>
type FileHandler = NonNullable<Upload['handlers']>[number]

/** Names a stored file can have: no control characters, no path separators. */
const STORABLE_NAME = /^[^\u0000-\u001f\u007f/\\]{1,255}$/

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'])

/** Whether a media document names this file (itself or one of its sizes): then its absence is the site's fault, worth an error in the log. */
async function isKnownFile(req: PayloadRequest, filename: string, sizes: string[]) {
  const where: Where = {
    or: [
      { filename: { equals: filename } },
      ...sizes.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } })),
    ],
  }
  return (await countMedia(req, where)) > 0
}

/** The first handler of the media collection: a 404 for names that are not a file, before Payload's disk read or S3's. */
export function missingFileIs404({ mediaDir, sizes }: { mediaDir: string | null; sizes: string[] }): FileHandler {
  const answer = async (req: PayloadRequest, filename: string): Promise<Response | undefined> => {
    if (!STORABLE_NAME.test(filename)) return notFound()
    if (mediaDir === null) return undefined
    try {
      await stat(path.join(mediaDir, filename))
      return undefined
    } catch (error) {
      if (!NOT_THERE.has((error as NodeJS.ErrnoException).code ?? '')) throw error
    }
    if (await isKnownFile(req, filename, sizes))
      req.payload.logger.error(`media file ${filename} is missing from ${mediaDir}; answered 404`)
    return notFound()
  }
  // Payload's type has no promise of "nothing" (undefined: the next handler, then the disk, answers).
  return (req, { params }) => answer(req, params.filename) as Promise<Response>
}

const DOWNLOADED_TYPES = /^(?:image\/svg\+xml|application\/pdf)\b/i

/** Payload's `modifyResponseHeaders` for the media collection. */
export function downloadDocumentTypes({ headers }: { headers: Headers }): Headers {
  if (DOWNLOADED_TYPES.test(headers.get('content-type') ?? '')) headers.set('Content-Disposition', 'attachment')
  return headers
}
