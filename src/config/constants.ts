/** Business constants from the product spec, section 9. The only place these numbers live. */
export const MOBILE_BREAKPOINT_PX = 1024
export const CURSOR_RETURN_MS = 3500
export const SHARE_CONFIRMATION_MS = 1500
export const SMOOTH_SCROLL_DURATION_S = 1.2
export const IMAGE_DEFAULT_QUALITY = 75
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840]
export const IMAGE_SMALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384]
export const SHARE_DATE_LOCALE = 'en-US'
export const MARQUEE_SPEED = 65
export const SWR_DEDUPE_MS = 2000
export const SWR_ERROR_RETRY_MS = 5000
export const SWR_FOCUS_THROTTLE_MS = 5000

/** Page transitions (spec section 4), in milliseconds. */
export const TRANSITIONS = {
  fade: { enter: 300, exit: 350 },
  popupReverse: { exit: 500 },
} as const

/** Loader is dismissed about this long after start (spec section 4). */
export const LOADER_DISMISS_MS = 200
