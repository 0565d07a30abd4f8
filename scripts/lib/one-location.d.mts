import type { ServerResponse } from 'node:http'

export function keepOneLocation<T extends ServerResponse>(res: T): T
