import { MARQUEE_SPEED } from '@/config/constants'

/** Every logo sits in a slot of this fixed width, so the loop's length is known on the server. */
export const LOGO_SLOT_PX = 208
/** The moving strip is at least this long, so even a wide screen never sees the loop's end. */
export const MIN_LOOP_PX = 2560

/**
 * The marquee loop: the logos repeated `copies` times make one loop of `loopPx` pixels, which
 * scrolls by in `durationS` seconds — (logos in the loop × slot width) / MARQUEE_SPEED px/s.
 */
export function marqueeLoop(logoCount: number, slotPx = LOGO_SLOT_PX, speed = MARQUEE_SPEED, minLoopPx = MIN_LOOP_PX) {
  if (logoCount <= 0) return { copies: 0, loopPx: 0, durationS: 0 }
  const copies = Math.max(1, Math.ceil(minLoopPx / (logoCount * slotPx)))
  const loopPx = logoCount * copies * slotPx
  return { copies, loopPx, durationS: Math.round((loopPx / speed) * 1000) / 1000 }
}
