export const MARKERS: string[]
export type Sleep = { path: string; line: number; text: string; kind: string | null; reason: string }
export function findSleeps(files: { path: string; text: string }[]): Sleep[]
