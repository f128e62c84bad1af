import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import {
  DATABASE_CONNECT_TIMEOUT_MS,
  DATABASE_QUERY_TIMEOUT_MS,
  openDatabase,
  type DatabaseHandle,
} from '../../db/client'
import { contactRequests } from '../../db/schema/marketing'
import { DATABASE_DOWN, SERVICE_BUSY } from '../../lib/unavailable'
import { testEnv } from '../app'
import { PrivateCluster, waitFor } from './services'
import { lightTraffic, logCollector } from './traffic'

/** The promise: a request answers within this while the database is down, never hangs. */
const ANSWER_WITHIN_MS = 2_000
/** While the server is frozen: the query wait, or the connection wait, plus room for a busy machine. */
const FROZEN_ANSWER_WITHIN_MS = DATABASE_QUERY_TIMEOUT_MS + DATABASE_CONNECT_TIMEOUT_MS + 1_000

const contact = (n: number) => ({
  firstName: 'Jana',
  lastName: `Fault ${n}`,
  email: `jana.fault${n}@fault-test.de`,
  phone: '+49 30 1234567',
  message: 'Please call me about removals.',
  consent: true,
})

describe('PostgreSQL stopped and restarted: 503 meanwhile, recovery without a restart', () => {
  let cluster: PrivateCluster
  let database: DatabaseHandle
  let app: FastifyInstance
  const logs = logCollector()

  const ready = () => app.inject({ url: '/api/ready' })
  const post = (n: number, locale = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contact(n),
      headers: { 'accept-language': locale },
      remoteAddress: `10.8.0.${n}`,
    })
  const storedContacts = async () =>
    (await database.db.select({ lastName: contactRequests.lastName }).from(contactRequests))
      .map((row) => row.lastName)
      .sort()

  beforeAll(async () => {
    cluster = await PrivateCluster.start()
    database = await openDatabase({ url: cluster.url, poolSize: 5 })
    app = await buildApp({
      // Read caches on (they follow the LISTEN connection); the course queue's worker on.
      env: testEnv({
        CACHE_TTL_MS: '60000',
        COURSE_WORKER: 'true',
        COURSE_POLL_SECONDS: '1',
        LOG_LEVEL: 'warn',
      }),
      database,
      logStream: logs.stream,
    })
    await waitFor('ready', async () => (await ready()).statusCode === 200)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    cluster?.remove()
  })

  it('answers 503 with a message in the reader’s language while the database is stopped', async () => {
    expect((await post(1)).statusCode).toBe(201)
    const traffic = lightTraffic(app)
    await waitFor('traffic', () => traffic.answers.length >= 3)
    cluster.stop()
    const mark = traffic.answers.length
    await waitFor('requests during the outage', () => traffic.answers.length >= mark + 10)

    const started = performance.now()
    const refused = await post(2, 'de')
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS)
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ message: DATABASE_DOWN.de })
    expect(refused.headers['retry-after']).toBe('5')

    const notReady = await ready()
    expect(notReady.statusCode).toBe(503)
    expect(notReady.json().message).toContain('database')

    cluster.start()
    await waitFor('recovery', async () => (await ready()).statusCode === 200)
    const recovered = traffic.answers.length
    await waitFor('requests after recovery', () => traffic.answers.length >= recovered + 5)
    const answers = await traffic.stop()

    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([])
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(ANSWER_WITHIN_MS)
    const during = answers.filter((a) => a.status === 503)
    expect(during.length).toBeGreaterThan(0)
    for (const answer of during) {
      // A request queued behind connections stuck on the frozen server cannot tell a freeze
      // from a crowd: it is told the service is busy, the others that the database is down.
      expect([DATABASE_DOWN.en, DATABASE_DOWN.de, SERVICE_BUSY.en, SERVICE_BUSY.de]).toContain(
        answer.message,
      )
    }
    // Reads answer again, without a restart of the API.
    expect(answers.slice(recovered).every((a) => a.status === 200)).toBe(true)
  })

  it('has reconnected the pool, the LISTEN connection and the job queue', async () => {
    const body = (await ready()).json()
    expect(body.checks).toMatchObject({
      database: { ok: true },
      listen: { ok: true },
      jobQueue: { ok: true },
    })
    // Written after the outage: stored once; refused during it: not stored at all.
    expect((await post(3)).statusCode).toBe(201)
    expect(await storedContacts()).toEqual(['Fault 1', 'Fault 3'])
  })

  it('answers 503 within the query bound while the server is frozen, then serves again', async () => {
    // More requests than pooled connections: some wait on a query sent to the frozen server,
    // the others for a connection it never grants.
    const started = performance.now()
    cluster.freeze()
    let answers: { status: number; ms: number; message: unknown }[]
    try {
      answers = await Promise.all(
        [10, 11, 12, 13, 14, 15, 16, 17].map(async (n) => {
          const res = await post(n, n % 2 ? 'de' : 'en')
          return {
            status: res.statusCode,
            ms: performance.now() - started,
            message: res.json().message,
          }
        }),
      )
    } finally {
      cluster.thaw()
    }
    for (const answer of answers) {
      expect(answer.status).toBe(503)
      // A request queued behind connections stuck on the frozen server cannot tell a freeze
      // from a crowd: it is told the service is busy, the others that the database is down.
      expect([DATABASE_DOWN.en, DATABASE_DOWN.de, SERVICE_BUSY.en, SERVICE_BUSY.de]).toContain(
        answer.message,
      )
      expect(answer.ms).toBeLessThan(FROZEN_ANSWER_WITHIN_MS)
    }
    // Both waits were met: a connection (5 s) and a query on an open one (10 s).
    expect(Math.min(...answers.map((a) => a.ms))).toBeLessThan(DATABASE_QUERY_TIMEOUT_MS)
    expect(Math.max(...answers.map((a) => a.ms))).toBeGreaterThanOrEqual(DATABASE_QUERY_TIMEOUT_MS)

    await waitFor('recovery', async () => (await ready()).statusCode === 200)
    expect((await post(20)).statusCode).toBe(201)
    // A write that never got a connection left no trace. One the frozen server had received
    // ran when it resumed although its request had answered 503: the outcome of a write cut
    // off by a timeout is unknown (docs/operations.md), but it is never applied twice.
    const stored = await storedContacts()
    expect(new Set(stored).size).toBe(stored.length)
    expect(stored).toEqual(expect.arrayContaining(['Fault 1', 'Fault 20', 'Fault 3']))
    const refusedStored = stored.filter((name) => /^Fault 1\d$/.test(name))
    expect(refusedStored.length).toBeLessThan(answers.length)
  })

  it('answers 503 (not 500) for requests cut off by a restart, then serves again', async () => {
    const traffic = lightTraffic(app, ['/api/projects'], 20)
    await waitFor('traffic', () => traffic.answers.length >= 3)
    cluster.stop()
    cluster.start()
    await waitFor('recovery', async () => (await ready()).statusCode === 200)
    const mark = traffic.answers.length
    await waitFor('requests after the restart', () => traffic.answers.length >= mark + 5)
    const answers = await traffic.stop()
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([])
    expect(answers.slice(mark).every((a) => a.status === 200)).toBe(true)
    expect(logs.messages()).not.toContain('unhandled error')
  })
})
