/** Until how long before its start a booked handover may still be moved (and a slot booked at all). */
export const HANDOVER_MOVE_HOURS = 48

/** The earliest start a buyer may book, or move from, at `now`. */
export const bookableAfter = (now = new Date()) => new Date(now.getTime() + HANDOVER_MOVE_HOURS * 3_600_000)

/** Whether a booking for a slot starting at `startsAt` may still be moved at `now`. */
export const movable = (startsAt: string, now = new Date()) => new Date(startsAt) > bookableAfter(now)

/** A slot's time as a buyer reads it, in the studio's time zone (Fremont): "Friday, March 12, 2027 at 10:00 AM PST". */
export const slotTime = (startsAt: string) =>
  new Date(startsAt).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Los_Angeles',
    timeZoneName: 'short',
  })
