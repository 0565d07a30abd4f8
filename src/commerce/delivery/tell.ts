import type { Payload } from 'payload'

import { inTransaction } from '@/db/transaction'
import type { Customer } from '@/payload-types'

import { JOINED_THE_LINE } from './job-slugs'
import { linesSince, lineWithId, movesSince, ordersForMail, recordMove } from './data'
import { type IndexedLine, indexLine, newestLine, windowIn, windowWords } from './line'
import { sendWindowMoveMail } from './mail'

/** The window in words each of `ids` had in the first line after `since` that holds it (lines before `now`). */
async function firstWindows(
  payload: Payload,
  since: string,
  now: IndexedLine,
  ids: number[],
): Promise<Map<number, string>> {
  const first = new Map<number, string>()
  let missing = ids
  for (const { id: lineId } of await linesSince(payload, since)) {
    if (missing.length === 0 || lineId === now.id) break
    const line = await indexLine(await lineWithId(payload, lineId))
    for (const id of missing) {
      const spot = windowIn(line, id)
      if (spot) first.set(id, windowWords(line, spot.month))
    }
    missing = missing.filter((id) => !first.has(id))
  }
  return first
}

/** How many buyers one transaction tells (each: a move recorded and a mail queued). */
const TELL_CHUNK = 100

/**
 * The move mails: every buyer whose window in the newest line differs from the one they were last
 * told (the line `toldLineId`, saved before the first change of these two minutes; for one who
 * joined the line since, the first line that holds them) gets one mail
 * with the final window and the reasons given since, and the move is kept on the order. A window
 * that came back to where it started is no move; a rerun skips buyers already told. Returns the order numbers told.
 */
export async function tellWindowMoves(payload: Payload, toldLineId: number): Promise<string[]> {
  const told = await indexLine(await lineWithId(payload, toldLineId))
  const now = await newestLine(payload)
  if (!now || now.id === told.id) return []
  const reasons = new Set((await linesSince(payload, told.takenAt)).map((line) => line.reason))
  reasons.delete(JOINED_THE_LINE)
  const reason = [...reasons].join(' ') || 'The production plan changed.'
  const alreadyTold = await movesSince(payload, told.takenAt)
  const moves: { order: number; from: string; to: string }[] = []
  const joined: number[] = []
  let seen = 0
  for (const id of now.at.keys()) {
    if (++seen % 5_000 === 0) await new Promise((resolve) => setImmediate(resolve))
    const [was, is] = [windowIn(told, id), windowIn(now, id)!]
    if (!was) {
      joined.push(id)
      continue
    }
    const [from, to] = [windowWords(told, was.month), windowWords(now, is.month)]
    if (from !== to && !alreadyTold.has(`${id}|${to}`)) moves.push({ order: id, from, to })
  }
  // A reservation that joined the line after `told` was shown the window of the first line it is
  // in: a move since then is told from there.
  for (const [id, from] of await firstWindows(payload, told.takenAt, now, joined)) {
    const to = windowWords(now, windowIn(now, id)!.month)
    if (from !== to && !alreadyTold.has(`${id}|${to}`)) moves.push({ order: id, from, to })
  }
  const toldNumbers: string[] = []
  for (let i = 0; i < moves.length; i += TELL_CHUNK) {
    const chunk = moves.slice(i, i + TELL_CHUNK)
    const orders = new Map(
      (
        await ordersForMail(
          payload,
          chunk.map((m) => m.order),
        )
      ).map((o) => [o.id, o]),
    )
    await inTransaction(payload, async (req) => {
      for (const move of chunk) {
        const order = orders.get(move.order)
        if (!order) continue
        await recordMove(req, { ...move, reason })
        await sendWindowMoveMail(order, order.customer as Customer, { ...move, reason }, req)
        toldNumbers.push(order.number)
      }
    })
  }
  return toldNumbers
}
