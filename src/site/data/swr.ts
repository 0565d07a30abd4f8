import type { SWRConfiguration } from 'swr'

import { SWR_DEDUPE_MS, SWR_ERROR_RETRY_MS, SWR_FOCUS_THROTTLE_MS } from '@/config/constants'

/** Client data fetching settings (spec section 9), set explicitly: every useSWR call passes them. */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: SWR_DEDUPE_MS,
  errorRetryInterval: SWR_ERROR_RETRY_MS,
  focusThrottleInterval: SWR_FOCUS_THROTTLE_MS,
}
