export function ensureLocalSecrets(root?: string): boolean
