// What counts as a call of Payload's Local API (or of its database adapter) in a source file, for
// scripts/check-local-api.mjs. A heuristic on the text: `payload.find(`, `req.payload.update(`,
// `(await payloadClient()).findGlobal(`, `payload.db.updateOne(`, `payload.db.drizzle`. A client
// held under another name (`const p = await payloadClient(); p.find(…)`) is not seen: name it `payload`.

const METHODS = [
  'auth',
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'delete',
  'duplicate',
  'find',
  'findByID',
  'findDistinct',
  'findGlobal',
  'findGlobalVersionByID',
  'findGlobalVersions',
  'findVersionByID',
  'findVersions',
  'forgotPassword',
  'login',
  'resetPassword',
  'restoreGlobalVersion',
  'restoreVersion',
  'unlock',
  'update',
  'updateGlobal',
  'verifyEmail',
].join('|')

// `payload` or `payloadClient()`, perhaps closing a parenthesis (`(await payloadClient()).find(`),
// then `.method(` (type arguments allowed) or `.db.` followed by a call or the drizzle handle.
const RECEIVER = String.raw`\bpayload(?:Client)?\s*(?:\(\s*\))?\s*\)?\s*\??\.\s*`
const CALL = new RegExp(
  String.raw`${RECEIVER}(?:(?:${METHODS})\s*(?:<[^<>()]*>)?\s*\(|db\s*\??\.\s*(?:\w+\s*(?:<[^<>()]*>)?\s*\(|drizzle\b))`,
  'g',
)

/** The text without comments (kept line for line, so line numbers stay right). */
export function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\w])\/\/.*$/gm, (_, before) => before)
}

/** Each Local API call in a file's text: its line and the matched text. */
export function localApiCalls(text) {
  const code = withoutComments(text)
  const calls = []
  for (const match of code.matchAll(CALL)) {
    const line = code.slice(0, match.index).split('\n').length
    calls.push({ line, call: match[0].replace(/\s+/g, '') })
  }
  return calls
}

/** Files that may call the Local API: a feature's data module, the database layer, the seed, generated files. */
export const mayCallLocalApi = (file) =>
  /(^|\/)data\.ts$/.test(file) ||
  file === 'src/content/queries.ts' ||
  /^src\/(db|seed|migrations)\//.test(file) ||
  file === 'src/payload-types.ts' ||
  file.startsWith('src/app/(payload)/')

// A write through the database adapter (`payload.db.updateOne(`, `req.payload.db.create(`…): it
// skips Payload's hooks, validation and versions, so no file of ours makes one (migrations aside).
const ADAPTER_WRITE = new RegExp(
  String.raw`\.db\s*\??\.\s*(?:create|createMany|createGlobal|createVersion|createGlobalVersion|updateOne|updateMany|updateGlobal|updateVersion|updateGlobalVersion|upsert|deleteOne|deleteMany|deleteVersions|updateJobs)\s*(?:<[^<>()]*>)?\s*\(`,
  'g',
)

/** Each write through the database adapter in a file's text: its line and the matched text. */
export function adapterWrites(text) {
  const code = withoutComments(text)
  return [...code.matchAll(ADAPTER_WRITE)].map((match) => ({
    line: code.slice(0, match.index).split('\n').length,
    call: match[0].replace(/\s+/g, ''),
  }))
}

/** Files that may write through the adapter: only migrations. */
export const mayWriteThroughAdapter = (file) => /^src\/migrations\//.test(file)
