import type { DeliveryWindowView } from '@/commerce/delivery/portal-view'

import type { TimelineStep } from './progress'

/** The timeline's last step, while it is still ahead, says when: "Expected March – April 2027". */
export function withExpectedDelivery(steps: TimelineStep[], delivery: DeliveryWindowView): TimelineStep[] {
  const window = delivery.window
  const last = steps.at(-1)
  if (!last || last.state === 'done' || !window || window.kind === 'placing') return steps
  return [...steps.slice(0, -1), { ...last, note: `Expected ${window.words}` }]
}
