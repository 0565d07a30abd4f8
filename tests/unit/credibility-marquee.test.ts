import { describe, expect, it } from 'vitest'

import { LOGO_SLOT_PX, MIN_LOOP_PX, marqueeLoop } from '@/blocks/credibility/marquee'
import { MARQUEE_SPEED } from '@/config/constants'

describe('credibility marquee timing (spec: 65 px/s)', () => {
  it('moves at MARQUEE_SPEED: duration = logos in the loop × slot width / speed', () => {
    for (const count of [1, 3, 7, 12, 16]) {
      const { copies, loopPx, durationS } = marqueeLoop(count)
      expect(loopPx).toBe(count * copies * LOGO_SLOT_PX)
      expect(loopPx / durationS).toBeCloseTo(MARQUEE_SPEED, 1)
      expect(loopPx).toBeGreaterThanOrEqual(MIN_LOOP_PX)
    }
  })

  it('uses the logos once when they already fill a wide screen', () => {
    expect(marqueeLoop(13)).toEqual({
      copies: 1,
      loopPx: 13 * LOGO_SLOT_PX,
      durationS: Math.round(((13 * LOGO_SLOT_PX) / 65) * 1000) / 1000,
    })
  })

  it('is empty without logos', () => {
    expect(marqueeLoop(0)).toEqual({ copies: 0, loopPx: 0, durationS: 0 })
  })
})
