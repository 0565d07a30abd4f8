import { cookies, headers } from 'next/headers'

import { clientAddress } from '@/rate-limit/client-address'
import { KNOWN_DEVICE_COOKIES } from '@/rate-limit/known-device'

/** The client address of the request a server action is answering (for per-address limits). */
export async function actionClientAddress(): Promise<string> {
  return clientAddress(await headers())
}

/** What the sign-in limits need to know of the request a server action is answering. */
export async function actionSignInRequest(): Promise<{ address: string; knownDeviceCookie: string | null }> {
  return {
    address: await actionClientAddress(),
    knownDeviceCookie: (await cookies()).get(KNOWN_DEVICE_COOKIES.customers)?.value ?? null,
  }
}
