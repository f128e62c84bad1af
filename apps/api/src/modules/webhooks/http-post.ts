import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { guardedLookup, targetProblem } from './target'

export interface PostOutcome {
  statusCode: number | null
  durationMs: number
  error: string | null
}

export interface PostOptions {
  timeoutMs: number
  allowLoopback: boolean
}

const USER_AGENT = 'Kelp-Webhooks/1'

/**
 * POSTs one delivery. Redirects are not followed (a 3xx is a failed attempt), the answer's
 * body is drained and dropped, and the whole exchange is cut off after `timeoutMs`.
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostOutcome> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const problem = targetProblem(url, options.allowLoopback)
  if (problem) return Promise.resolve({ statusCode: null, durationMs: 0, error: problem })
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': USER_AGENT,
        },
        lookup: guardedLookup(options.allowLoopback),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (res) => {
        res.resume()
        res.on('error', () => undefined)
        resolve({ statusCode: res.statusCode ?? null, durationMs: elapsed(), error: null })
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError'
      resolve({
        statusCode: null,
        durationMs: elapsed(),
        error: timedOut ? `timeout after ${options.timeoutMs} ms` : (error.code ?? error.message),
      })
    })
    req.end(body)
  })
}
