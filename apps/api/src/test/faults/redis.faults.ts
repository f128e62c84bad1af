import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import type { DatabaseHandle } from '../../db/client'
import { REDIS_COMMAND_TIMEOUT_MS } from '../../plugins/rate-limit-store'
import { testEnv } from '../app'
import { openTestDatabase } from '../database'
import { PrivateRedis, waitFor } from './services'
import { lightTraffic, logCollector } from './traffic'

/** A request may wait for Redis at most REDIS_COMMAND_TIMEOUT_MS; this leaves room for a busy machine. */
const NO_HANG_MS = 1_000

describe('Redis down or slow: rate limits fall back to this instance', () => {
  let redis: PrivateRedis
  let probe: Redis
  let database: DatabaseHandle
  let app: FastifyInstance
  const logs = logCollector()

  const ready = async () => (await app.inject({ url: '/api/ready' })).json()
  const sharedKeys = async () => (await probe.keys('kelp-rl:*')).length
  /** A burst from one client address, past the limit: the last answers must be 429. */
  const burst = async (address: string, count: number) => {
    const statuses: number[] = []
    for (let i = 0; i < count; i++) {
      statuses.push((await app.inject({ url: '/api/projects', remoteAddress: address })).statusCode)
    }
    return statuses
  }

  beforeAll(async () => {
    redis = await PrivateRedis.start()
    probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 })
    probe.on('error', () => undefined) // it reconnects by itself after the restart
    await probe.connect()
    database = await openTestDatabase()
    app = await buildApp({
      env: testEnv({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '20', LOG_LEVEL: 'info' }),
      database,
      logStream: logs.stream,
    })
    await waitFor('the shared counters', async () => (await ready()).status === 'ready')
  })
  afterAll(async () => {
    probe.disconnect()
    await app.close()
    await database.close()
    await redis.remove()
  })

  it('counts in Redis while it answers', async () => {
    const statuses = await burst('10.0.0.1', 22)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    expect(await sharedKeys()).toBeGreaterThan(0)
  })

  it('answers every request when Redis is frozen, each within the promised wait', async () => {
    const traffic = lightTraffic(app)
    redis.pause()
    try {
      await waitFor('a few requests', () => traffic.answers.length >= 10)
      const answers = await traffic.stop()
      expect(answers.every((a) => a.status === 200)).toBe(true)
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(NO_HANG_MS)
      expect(REDIS_COMMAND_TIMEOUT_MS).toBeLessThanOrEqual(100)

      const body = await ready()
      expect(body.status).toBe('degraded')
      expect(body.checks.redis).toMatchObject({ ok: true, degraded: true })
      expect(logs.messages().some((m) => /too slow.*per-instance counters/.test(m))).toBe(true)
      // Limits still hold, counted by this instance.
      const statuses = await burst('10.0.0.2', 22)
      expect(statuses.slice(20)).toEqual([429, 429])
    } finally {
      redis.resume()
    }
    await waitFor('Redis to be used again', async () => {
      await app.inject({ url: '/api/projects' })
      return (await ready()).status === 'ready'
    })
    expect(logs.messages()).toContain('rate limits: Redis answers again; shared counters in use')
  })

  it('answers every request while Redis is stopped, and shares counters again once it is back', async () => {
    const traffic = lightTraffic(app)
    await redis.stop()
    await waitFor('requests without Redis', () => traffic.answers.length >= 10)
    expect((await ready()).checks.redis).toMatchObject({ ok: true, degraded: true })
    const readyAnswer = await app.inject({ url: '/api/ready' })
    expect(readyAnswer.statusCode).toBe(200)

    redis.start()
    await waitFor('Redis to be used again', async () => (await ready()).status === 'ready')
    const mark = traffic.answers.length
    await waitFor('requests after the restart', () => traffic.answers.length >= mark + 5)
    const answers = await traffic.stop()
    expect(answers.filter((a) => a.status !== 200)).toEqual([])
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(NO_HANG_MS)
    // A fresh Redis has no counters: the next requests are counted there again.
    await burst('10.0.0.3', 2)
    await waitFor('the probe to reconnect', () => probe.status === 'ready')
    expect(await sharedKeys()).toBeGreaterThan(0)
  })
})
