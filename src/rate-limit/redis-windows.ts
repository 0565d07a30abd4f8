import { createHash, randomUUID } from 'node:crypto'

import type { RedisClientType } from 'redis'

import type { WindowVerdict } from './sliding-window'

/**
 * The sliding windows of sliding-window.ts and unpaid-accounts.ts kept in Redis, so every instance
 * of the site counts into the same windows. Each window and key is one sorted set of event times
 * (a sliding-window log, exactly like the in-memory one: not a fixed-window counter), expired with
 * PEXPIRE once its newest event leaves the window. Every step is one Lua script, so "check all
 * windows, then record in all of them" is atomic across instances: 50 concurrent requests against
 * a limit of 5 let exactly 5 through.
 *
 * The clock is Redis's own (TIME) unless `now` is given, so instances whose clocks disagree still
 * agree on the windows. Tests pass `now` to compare answers with the in-memory windows.
 */
export type WindowMode = 'check' | 'record' | 'consume'
export type WindowRef = { name: string; limit: number; windowMs: number; key: string }

const NOW_LUA = `
local function now_ms(given)
  if given ~= '' then return tonumber(given) end
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
`

/**
 * KEYS: one sorted set per window. ARGV: mode, now ('' = Redis's clock), nonce, then windowMs and
 * limit per key. Returns one number per key: 0 = room for one more, else the ms until there is.
 * retry-after is the in-memory rule: the (n - limit)th oldest event's time + window - now.
 */
const WINDOWS_LUA = `${NOW_LUA}
local mode = ARGV[1]
local now = now_ms(ARGV[2])
local verdicts = {}
local allowed = true
for i, key in ipairs(KEYS) do
  local win = tonumber(ARGV[2 + i * 2])
  local limit = tonumber(ARGV[3 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - win)
  local n = redis.call('ZCARD', key)
  if n >= limit then
    local at = redis.call('ZRANGE', key, n - limit, n - limit, 'WITHSCORES')
    verdicts[i] = math.max(1, tonumber(at[2]) + win - now)
    allowed = false
  else
    verdicts[i] = 0
  end
end
if mode == 'record' or (mode == 'consume' and allowed) then
  for i, key in ipairs(KEYS) do
    local win = tonumber(ARGV[2 + i * 2])
    redis.call('ZADD', key, now, now .. ':' .. ARGV[3] .. ':' .. i)
    redis.call('PEXPIRE', key, win)
  end
end
return verdicts
`

/**
 * UnpaidAccounts.consume. KEYS[1]: the address's sorted set (member e-mail, score its time);
 * KEYS[2]: which address the e-mail was counted at (for settle). ARGV: now, windowMs, limit, e-mail, address.
 */
const UNPAID_CONSUME_LUA = `${NOW_LUA}
local now = now_ms(ARGV[1])
local win = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
if not redis.call('ZSCORE', KEYS[1], ARGV[4]) and redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + win - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], win)
redis.call('SET', KEYS[2], ARGV[5], 'PX', win)
return 0
`

/** UnpaidAccounts.settle. KEYS[1]: the e-mail's address key; KEYS[2]: that address's set. ARGV: address, e-mail. */
const UNPAID_SETTLE_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[2])
end
return 0
`

/** What RedisWindows needs of a node-redis client (src/config/redis-client.mjs opens one). */
export type RedisClient = Pick<RedisClientType, 'evalSha' | 'eval' | 'get' | 'del'>

/** A Lua script run by its SHA1 (EVALSHA), sent once more in full (EVAL) when Redis does not know it, as after a restart. */
class Script {
  private readonly sha: string
  constructor(private readonly lua: string) {
    this.sha = createHash('sha1').update(lua).digest('hex')
  }
  async run(redis: RedisClient, keys: string[], args: (string | number)[]): Promise<unknown> {
    const options = { keys, arguments: args.map(String) }
    try {
      return await redis.evalSha(this.sha, options)
    } catch (error) {
      if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error
      return redis.eval(this.lua, options)
    }
  }
}

const SCRIPTS = {
  windows: new Script(WINDOWS_LUA),
  unpaidConsume: new Script(UNPAID_CONSUME_LUA),
  unpaidSettle: new Script(UNPAID_SETTLE_LUA),
}

const verdictOf = (retryAfterMs: number): WindowVerdict =>
  retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true }

export class RedisWindows {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'pebble:rl:',
    private readonly now?: () => number,
  ) {}

  private key(name: string, key: string) {
    return `${this.prefix}${name}:${key}`
  }

  private clock(): string {
    return this.now ? String(Math.floor(this.now())) : ''
  }

  /**
   * One atomic step over several windows: `check` answers for each, `record` adds an event to each,
   * `consume` adds to each only when every one has room. Answers in the order given.
   */
  async run(mode: WindowMode, windows: WindowRef[]): Promise<WindowVerdict[]> {
    if (!windows.length) return []
    const keys = windows.map((w) => this.key(w.name, w.key))
    const args = [mode, this.clock(), randomUUID(), ...windows.flatMap((w) => [w.windowMs, w.limit])]
    const retry = (await SCRIPTS.windows.run(this.redis, keys, args)) as number[]
    return retry.map(verdictOf)
  }

  async reset(name: string, key: string): Promise<void> {
    await this.redis.del(this.key(name, key))
  }

  async consumeUnpaid(
    name: string,
    limit: number,
    windowMs: number,
    address: string,
    email: string,
  ): Promise<WindowVerdict> {
    const retry = await SCRIPTS.unpaidConsume.run(
      this.redis,
      [this.key(name, `address:${address}`), this.key(name, `email:${email}`)],
      [this.clock(), windowMs, limit, email, address],
    )
    return verdictOf(retry as number)
  }

  async settleUnpaid(name: string, email: string): Promise<void> {
    const address = await this.redis.get(this.key(name, `email:${email}`))
    if (address === null) return
    await SCRIPTS.unpaidSettle.run(
      this.redis,
      [this.key(name, `email:${email}`), this.key(name, `address:${address}`)],
      [address, email],
    )
  }
}
