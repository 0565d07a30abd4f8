import { STORAGE_KEY } from './url-state'

/**
 * What the build flow keeps in this tab's session (sessionStorage), under these keys. The password
 * is never kept: it lives in memory only. A browser that refuses storage (private mode, full
 * quota) simply keeps nothing.
 */
export const SAVED = {
  /** The configuration, as `{ href }`: restores a bare /build. */
  selection: STORAGE_KEY,
  /** The estimator's inputs (full price or financing). */
  estimate: `${STORAGE_KEY}-estimator`,
  /** A visitor's details as typed in the form. */
  details: `${STORAGE_KEY}-customer`,
  /** The placement key of the current checkout attempt and what it was made for. */
  attempt: `${STORAGE_KEY}-attempt`,
} as const

export const readSaved = <T>(key: string): T | null => {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export const save = (key: string, value: unknown) => {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {}
}
