import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { type Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'

/**
 * THE stored form of a customer's password: Argon2id (OWASP's first choice) with OWASP's
 * parameters, m = 19 MiB, t = 2, p = 1: about 9 ms of CPU per hash on the 2-core test machine
 * (docs/benchmarks.md, "Password hash"), against 107 ms for the PBKDF2 it replaces.
 * The whole string is stored in `hash` (PHC format: algorithm, parameters, salt, digest), so
 * `salt` stays empty. @node-rs/argon2's async calls run on libuv's thread pool, off the event loop.
 *
 * Older accounts keep Payload's PBKDF2-SHA256 hashes (`pbkdf2-sha256-v1:` prefix, or Payload's
 * older unprefixed form) until their next sign-in, which stores an Argon2id hash instead.
 */
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
/** What every hash made with today's parameters starts with; any other stored hash is rehashed at sign-in. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`

export type StoredPassword = { hash?: string | null; salt?: string | null }
export type HashedPassword = { hash: string; salt: null }

export async function hashPasswordNow(password: string): Promise<HashedPassword> {
  return { hash: await argon2Hash(password, ARGON2), salt: null }
}

/** `rehash`: the password is right, but its hash is not today's form and should be replaced. */
export type PasswordVerdict = 'ok' | 'rehash' | false

export async function verifyPasswordNow(stored: StoredPassword, password: string): Promise<PasswordVerdict> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || !hash) return false
  if (hash.startsWith('$argon2')) {
    const ok = await argon2Verify(hash, password).catch(() => false)
    return ok && (hash.startsWith(CURRENT_PREFIX) ? 'ok' : 'rehash')
  }
  if (typeof salt !== 'string' || !salt) return false
  return (await pbkdf2Matches(hash, salt, password)) && 'rehash'
}

// Payload's PBKDF2 forms (payload/dist/auth/strategies/local/generatePasswordSaltHash.js).
const PBKDF2_PREFIX = 'pbkdf2-sha256-v1:'
const pbkdf2Async = promisify(pbkdf2)

function pbkdf2Parameters(hash: string) {
  return hash.startsWith(PBKDF2_PREFIX)
    ? { digest: hash.slice(PBKDF2_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { digest: hash, iterations: 25_000, keyLength: 512 }
}

async function pbkdf2Matches(hash: string, salt: string, password: string): Promise<boolean> {
  const { digest, iterations, keyLength } = pbkdf2Parameters(hash)
  const expected = Buffer.from(digest, 'hex')
  const actual = await pbkdf2Async(password, salt, iterations, keyLength, 'sha256')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * A hash of a random password, made once per process: checking a password against it costs what
 * checking a real account's costs, and never matches.
 */
let dummy: Promise<HashedPassword> | undefined
export const dummyHash = (): Promise<HashedPassword> => (dummy ??= hashPasswordNow(randomBytes(32).toString('hex')))

/** Staff still sign in through Payload (PBKDF2, 600,000 rounds): the same work against a salt made at start. */
const STAFF_DUMMY_SALT = randomBytes(32).toString('hex')
export const staffDummyCheck = (password: string): Promise<boolean> =>
  pbkdf2Matches(`${PBKDF2_PREFIX}${'0'.repeat(64)}`, STAFF_DUMMY_SALT, password)
