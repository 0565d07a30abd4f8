import { useSyncExternalStore } from 'react'

/** next-auth's session status, as the header shows it. */
export type AccountStatus = 'loading' | 'authenticated' | 'unauthenticated'

let status: AccountStatus = 'loading'
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Set by HeaderSession (next-auth's SessionProvider, loaded after hydration). */
export function setAccountStatus(next: AccountStatus) {
  if (next === status) return
  status = next
  for (const listener of listeners) listener()
}

/** The session status for the header's account entries; `loading` on the server and until next-auth answers. */
export const useAccountStatus = (): AccountStatus =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => 'loading',
  )
