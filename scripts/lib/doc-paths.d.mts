export type NamedPath = { line: number; token: string; link: boolean }
export function namedPaths(text: string): NamedPath[]
export function asPath(token: string): { kind: 'rooted' | 'root-file' | 'relative'; path: string } | null
export function missingDocPaths(
  docs: { name: string; text: string }[],
  files: string[],
  ignored?: (path: string) => boolean,
): { doc: string; line: number; path: string }[]
export const DOCS_BUDGET_BYTES: number
export function docsSize(
  docs: { name: string; text: string | Uint8Array }[],
  budget?: number,
): { bytes: number; budget: number; over: boolean }
