export function withoutComments(text: string): string
export function localApiCalls(text: string): { line: number; call: string }[]
export function mayCallLocalApi(file: string): boolean
export function adapterWrites(text: string): { line: number; call: string }[]
export function mayWriteThroughAdapter(file: string): boolean
