import { createServer, type Server } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import type { DatabaseHandle } from '../../db/client'
import { testEnv } from '../app'
import { openTestDatabase } from '../database'
import { freePort, waitFor } from './services'

/** A request may wait for Redis at most REDIS_COMMAND_TIMEOUT_MS; this leaves room for a busy machine. */
const NO_HANG_MS = 1_000

/**
 * A server on the Redis port that answers wrongly: `protocol` sends bytes that are not RESP at
 * all; `types` answers INFO like Redis (so the client counts it as ready) and every other
 * command with a well-formed reply of the wrong kind.
 */
function garbageRedis(kind: 'protocol' | 'types'): Server {
  return createServer((socket) => {
    socket.on('error', () => undefined)
    socket.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      if (kind === 'protocol') {
        socket.write('HTTP/1.1 400 Bad Request\r\n\r\n')
        return
      }
      // One reply per command in the chunk (commands arrive as RESP arrays).
      for (const command of text.split(/(?=\*\d+\r\n\$)/)) {
        if (!command.startsWith('*')) continue
        if (/\r\ninfo\r\n/i.test(command)) {
          const info = 'redis_version:7.2.0\r\nloading:0\r\n'
          socket.write(`$${info.length}\r\n${info}\r\n`)
        } else {
          socket.write('+OK\r\n')
        }
      }
    })
  })
}

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

describe.each(['protocol', 'types'] as const)(
  'Redis answering garbage (%s): rate limits fall back to this instance',
  (kind) => {
    let server: Server
    let app: FastifyInstance

    beforeAll(async () => {
      const port = await freePort()
      server = garbageRedis(kind)
      await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
      app = await buildApp({
        env: testEnv({
          REDIS_URL: `redis://127.0.0.1:${port}`,
          RATE_LIMIT_PER_MINUTE: '20',
          LOG_LEVEL: 'silent',
        }),
        database,
      })
    })
    afterAll(async () => {
      await app.close()
      await new Promise((done) => server.close(done))
    })

    it('answers every request in time, keeps the limits and reports degraded', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 22; i++) {
        const started = performance.now()
        const res = await app.inject({ url: '/api/projects', remoteAddress: '10.6.0.1' })
        expect(performance.now() - started).toBeLessThan(NO_HANG_MS)
        statuses.push(res.statusCode)
      }
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
      expect(statuses.slice(20)).toEqual([429, 429])
      await waitFor('the ready check', async () => {
        const res = await app.inject({ url: '/api/ready' })
        return res.statusCode === 200 && res.json().status === 'degraded'
      })
      const body = (await app.inject({ url: '/api/ready' })).json()
      expect(body.checks.redis).toMatchObject({ ok: true, degraded: true })
    })
  },
)
