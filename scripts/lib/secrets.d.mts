export const SHARED_SECRET_NAMES: string[]
export function ensureLocalSecrets(root?: string): boolean
export function secretSources(root?: string): Record<string, 'environment' | '.env.local' | 'missing'>
