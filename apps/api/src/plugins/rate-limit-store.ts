import type { FastifyBaseLogger } from 'fastify'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import { LocalCounters } from './local-counters'

/** How long a rate-limit decision may wait for Redis before the local counters decide. */
export const REDIS_COMMAND_TIMEOUT_MS = 100
/** After Redis was too slow, how long the local counters decide before Redis is asked again. */
export const REDIS_SLOW_BACKOFF_MS = 2_000

type Result = { current: number; ttl: number }
type Callback = (err: Error | null, res: Result) => void

/** INCR with the window set on the first hit; answers the count and the window's time left. */
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`

const READ = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {current, ttl}`

const isCount = (answer: unknown): answer is [number, number] =>
  Array.isArray(answer) && answer.length === 2 && answer.every((n) => Number.isInteger(n))

type KelpRedis = Redis & {
  kelpRateIncr(key: string, windowMs: number): Promise<[number, number]>
  kelpRateRead(key: string): Promise<[number, number]>
}

/**
 * The counters shared through Redis, or — while Redis is down or slower than
 * REDIS_COMMAND_TIMEOUT_MS — this instance's own counters, so a request never waits longer than
 * that for Redis and never fails because of it. Each switch is logged once.
 */
export class SharedRateLimits {
  readonly redis: KelpRedis
  private readonly local = new LocalCounters()
  private slowUntil = 0
  private fallbackReason: string | undefined

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'kelp-rl:',
  ) {
    const redis = new Redis(url, {
      // Fail at once while disconnected instead of queueing (that queue made requests wait).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    }) as KelpRedis
    redis.defineCommand('kelpRateIncr', { numberOfKeys: 1, lua: INCR })
    redis.defineCommand('kelpRateRead', { numberOfKeys: 1, lua: READ })
    // ioredis reconnects by itself; without a listener each failed try is an unhandled event.
    redis.on('error', (err: Error) => this.fallBack(`Redis error: ${err.message}`))
    redis.on('close', () => this.fallBack('Redis connection closed'))
    redis.on('ready', () => this.recovered())
    this.redis = redis
  }

  /** Undefined while the shared counters are in use, else why they are not. */
  get degraded(): string | undefined {
    if (this.fallbackReason) return `${this.fallbackReason}; per-instance rate limits`
    const status = this.redis.status
    return status === 'ready' ? undefined : `Redis connection ${status}; per-instance rate limits`
  }

  async close(): Promise<void> {
    this.redis.disconnect()
  }

  /** A store class for @fastify/rate-limit; route limits get their own key space. */
  storeClass(): FastifyRateLimitStoreCtor {
    const make = (space: string): FastifyRateLimitStore =>
      ({
        incr: (key: string, cb: Callback, timeWindow: number) =>
          void this.count(`${space}${key}`, timeWindow, true).then((r) => cb(null, r)),
        read: (key: string, cb: Callback, timeWindow: number) =>
          void this.count(`${space}${key}`, timeWindow, false).then((r) => cb(null, r)),
        child: (options: { routeInfo: { method: string; url: string } }) =>
          make(`${space}${options.routeInfo.method}${options.routeInfo.url}-`),
      }) as unknown as FastifyRateLimitStore
    return function Store() {
      return make('')
    } as unknown as FastifyRateLimitStoreCtor
  }

  private async count(key: string, windowMs: number, increment: boolean): Promise<Result> {
    if (this.redis.status === 'ready' && Date.now() >= this.slowUntil) {
      try {
        const answer: unknown = increment
          ? await this.redis.kelpRateIncr(this.prefix + key, windowMs)
          : await this.redis.kelpRateRead(this.prefix + key)
        // Something that speaks Redis but answers nonsense must not decide a limit.
        if (!isCount(answer)) throw new Error('unexpected answer to a rate-limit count')
        const [current, ttl] = answer
        this.recovered()
        return { current, ttl }
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        if (/timed out/i.test(message)) this.slowUntil = Date.now() + REDIS_SLOW_BACKOFF_MS
        this.fallBack(`Redis ${/timed out/i.test(message) ? 'too slow' : 'failed'}: ${message}`)
      }
    } else if (this.redis.status !== 'ready' && this.redis.status !== 'connecting') {
      // While the first connection is being made nothing has failed yet: no warning.
      this.fallBack(`Redis connection ${this.redis.status}`)
    }
    return increment ? this.local.incr(key, windowMs) : this.local.read(key, windowMs)
  }

  private fallBack(reason: string) {
    if (this.fallbackReason) return
    this.fallbackReason = reason
    this.log.warn(
      { rateLimitStore: 'local', reason },
      `rate limits: ${reason}; per-instance counters in use until Redis answers again`,
    )
  }

  private recovered() {
    if (!this.fallbackReason || Date.now() < this.slowUntil) return
    this.fallbackReason = undefined
    this.log.info(
      { rateLimitStore: 'redis' },
      'rate limits: Redis answers again; shared counters in use',
    )
  }
}
