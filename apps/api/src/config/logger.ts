import { createRequire } from 'node:module'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { Env } from './env'

/**
 * What never reaches a log line: credentials in headers, tokens and passwords in bodies or
 * objects, and e-mail addresses (personal data). Request URLs are logged without their query
 * string, which can carry both (`?email=…&token=…`).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-contribution-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.email',
  'email',
  'to',
  '*.to',
]

const hasPretty = () => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty')
    return true
  } catch {
    return false
  }
}

/**
 * JSON lines in production (for a log collector), one pretty line per request in development
 * (pino-pretty, a dev dependency: an image without it logs JSON).
 */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const base = { level: env.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }
  if (stream) return { ...base, stream }
  if (env.NODE_ENV === 'development' && hasPretty()) {
    return {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { singleLine: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    }
  }
  return base
}

/** The path without its query string. */
const pathOf = (url: string) => {
  const q = url.indexOf('?')
  return q < 0 ? url : url.slice(0, q)
}

/**
 * One line per request, when it is answered (Fastify's own logging writes two, with the raw
 * URL and headers). Synchronous: a hook on every request, where a promise would cost.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode
    const line = {
      reqId: request.id,
      method: request.method,
      path: pathOf(request.url),
      status,
      ms: Math.round(reply.elapsedTime),
    }
    const message = `${line.method} ${line.path} ${status} ${line.ms}ms`
    if (status >= 500) request.log.error(line, message)
    else request.log.info(line, message)
    done()
  })
}
