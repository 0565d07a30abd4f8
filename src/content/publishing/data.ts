import type { Payload } from 'payload'

/** Every call of publishing (the job queue, the staff session behind previews) through Payload. */

/** Who Payload says signs these request headers (a staff cookie or token), or null. */
export async function userOfHeaders(payload: Payload, headers: Headers) {
  const { user } = await payload.auth({ headers })
  return user
}

/** Puts back in the queue the jobs left processing since before `before`; returns their ids. */
export async function putBackJobsLeftProcessing(payload: Payload, before: Date): Promise<number[]> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than: before.toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => Number(doc.id))
}
