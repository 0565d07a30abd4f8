import { headers } from 'next/headers'

import { clientAddress } from './rate-limit/client-address'

/** The client address of the request a server action is answering (for per-address limits). */
export async function actionClientAddress(): Promise<string> {
  return clientAddress(await headers())
}
