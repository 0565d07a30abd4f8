import type { AsyncLocalStorage } from 'node:async_hooks'

export const requestContext: AsyncLocalStorage<{ id: string }>
export function currentRequestId(): string | undefined
