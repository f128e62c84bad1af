import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { sleep } from './services'

export interface Answer {
  url: string
  status: number
  ms: number
  message?: string
}

/**
 * Light traffic: one request every `everyMs` (reads of the catalogue, in English and German)
 * until stopped; every answer is kept so a test can assert there was never a 500.
 */
export function lightTraffic(app: FastifyInstance, urls = ['/api/projects'], everyMs = 50) {
  const answers: Answer[] = []
  let running = true
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const url = urls[i % urls.length]!
      const started = performance.now()
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': i % 2 ? 'de' : 'en' },
        // Many clients, so the traffic itself stays under every per-client limit.
        remoteAddress: `10.9.${Math.floor(i / 250) % 250}.${i % 250}`,
      })
      const message =
        res.statusCode >= 400 ? (res.json() as { message?: string }).message : undefined
      answers.push({ url, status: res.statusCode, ms: performance.now() - started, message })
      await sleep(everyMs)
    }
  })()
  return {
    answers,
    /** Answers from index `from` on (take `answers.length` before a step to mark it). */
    since: (from: number) => answers.slice(from),
    async stop() {
      running = false
      await loop
      return answers
    },
  }
}

/** A pino destination that keeps every JSON line for the test to read. */
export function logCollector() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  return { lines, stream, messages: () => lines.map((line) => String(line.msg)) }
}
