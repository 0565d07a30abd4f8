/** Until how long before its start a booked handover may still be moved (and a slot booked at all). */
export const HANDOVER_MOVE_HOURS = 48

/** The earliest start a buyer may book, or move from, at `now`. */
export const bookableAfter = (now = new Date()) => new Date(now.getTime() + HANDOVER_MOVE_HOURS * 3_600_000)

/** Whether a booking for a slot starting at `startsAt` may still be moved at `now`. */
export const movable = (startsAt: string, now = new Date()) => new Date(startsAt) > bookableAfter(now)

/** The handover studio's time zone (Fremont): every time a buyer reads is in it. */
const STUDIO_TIME_ZONE = 'America/Los_Angeles'

/** A slot's time as a buyer reads it, in the studio's time zone (Fremont): "Friday, March 12, 2027 at 10:00 AM PST". */
export const slotTime = (startsAt: string) =>
  new Date(startsAt).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: STUDIO_TIME_ZONE,
    timeZoneName: 'short',
  })

/** A slot's day, for grouping the open times: "Friday, March 12". */
export const slotDay = (startsAt: string) =>
  new Date(startsAt).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: STUDIO_TIME_ZONE,
  })

/** A slot's hour: "10:00 AM PST". */
export const slotHour = (startsAt: string) =>
  new Date(startsAt).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: STUDIO_TIME_ZONE,
    timeZoneName: 'short',
  })
