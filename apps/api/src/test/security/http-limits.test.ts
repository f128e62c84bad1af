import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../app'

/**
 * Oversized bodies and headers and slow clients against the listening API: each is refused
 * with a 4xx, and none of them holds up anyone else: a bystander's request sent during a stall
 * is answered while the stalled one is still waiting for its timeout (1.5 s and 2.5 s here).
 */
const HEADERS_TIMEOUT_MS = 1_500
const REQUEST_TIMEOUT_MS = 2_500
const FIVE_MB = JSON.stringify({ message: 'x'.repeat(5 * 1024 * 1024) })

let ctx: TestContext
let port: number

beforeAll(async () => {
  ctx = await createTestApp({
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  })
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  port = (ctx.app.server.address() as { port: number }).port
})
afterAll(() => ctx?.close())

/** Sends `head` (and then `trickle` pieces 300 ms apart) on a raw socket; resolves its answer. */
function rawRequest(head: string, trickle: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1')
    let answer = ''
    const timer = setInterval(() => {
      const piece = trickle.shift()
      if (piece !== undefined && !socket.destroyed) socket.write(piece)
    }, 300)
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
    socket.on('close', () => {
      clearInterval(timer)
      resolve(answer)
    })
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)))
    socket.write(head)
  })
}

/** Sends a plain health check while `stall` is going on; whether it answered before the stall. */
async function bystanderFirst(stall: Promise<string>): Promise<boolean> {
  let stallAnswered = false
  const settle = () => (stallAnswered = true)
  stall.then(settle, settle)
  // A head start so the stalled request is on its way first.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const res = await fetch(`http://127.0.0.1:${port}/api/health`)
  expect(res.status).toBe(200)
  return !stallAnswered
}

describe('oversized and slow requests', () => {
  it('refuses a 5 MB JSON body with 413 every time and keeps the connection usable', async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await rawRequest(
        `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(FIVE_MB)}\r\n\r\n${FIVE_MB}` +
          `GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      )
      expect(answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(answer).toContain('"message":"The request body is too large."')
      // The same connection then answers the next request: nothing was cut off mid-upload.
      expect(answer).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"status":"ok"/)
    }
  })

  it('answers a client that sends its headers too slowly with 408', async () => {
    const loris = rawRequest(
      'GET /api/projects HTTP/1.1\r\nHost: x\r\n',
      Array.from({ length: 30 }, (_, i) => `X-Slow-${i}: y\r\n`),
    )
    expect(await bystanderFirst(loris)).toBe(true)
    expect(await loris).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('answers a client that sends its body too slowly with 408', async () => {
    const loris = rawRequest(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
      Array.from({ length: 30 }, () => ' '),
    )
    expect(await bystanderFirst(loris)).toBe(true)
    expect(await loris).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('answers oversized headers with 431', async () => {
    const answer = rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    await bystanderFirst(answer)
    expect(await answer).toMatch(/^HTTP\/1\.1 431 /)
  })
})
