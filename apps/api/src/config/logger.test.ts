import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/client'
import { testEnv } from '../test/app'
import { openTestDatabase } from '../test/database'

describe('API logs', () => {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  let app: FastifyInstance
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase()
    app = await buildApp({ env: testEnv({ LOG_LEVEL: 'info' }), database, logStream: stream })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('writes one JSON line per request, without the query string or credentials', async () => {
    lines.length = 0
    await app.inject({
      method: 'GET',
      url: '/api/health?email=ada%40example.com&token=secret-token',
      headers: { authorization: 'Bearer secret-jwt', cookie: 'accessToken=secret-cookie' },
    })
    const requestLines = lines.filter((line) => line.path === '/api/health')
    expect(requestLines).toHaveLength(1)
    expect(requestLines[0]).toMatchObject({ method: 'GET', status: 200, msg: expect.any(String) })
    expect(requestLines[0]!.reqId).toEqual(expect.any(String))
    const all = JSON.stringify(lines)
    for (const secret of ['ada', 'secret-token', 'secret-jwt', 'secret-cookie']) {
      expect(all).not.toContain(secret)
    }
  })

  it('redacts e-mail addresses, tokens and passwords in logged objects', () => {
    lines.length = 0
    app.log.info(
      {
        email: 'ada@example.com',
        user: { email: 'bob@example.com', token: 't0k', password: 'pw' },
      },
      'signed in',
    )
    const all = JSON.stringify(lines)
    expect(all).toContain('[redacted]')
    for (const secret of ['ada@example.com', 'bob@example.com', 't0k', '"pw"']) {
      expect(all).not.toContain(secret)
    }
  })
})
