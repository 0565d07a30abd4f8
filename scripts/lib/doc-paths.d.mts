export type NamedPath = { line: number; token: string; link: boolean }
export function namedPaths(text: string): NamedPath[]
export function asPath(token: string): { kind: 'rooted' | 'root-file' | 'relative'; path: string } | null
export function missingDocPaths(
  docs: { name: string; text: string }[],
  files: string[],
  ignored?: (path: string) => boolean,
): { doc: string; line: number; path: string }[]
