import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, waitFor } from './test/faults/services'

const serverUrl =
  process.env.KELP_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
const apiRoot = resolve(import.meta.dirname, '..')

interface Span {
  name: string
  scope: string
  traceId: string
}

/** A local OTLP/HTTP receiver (JSON encoding) keeping every span it is sent. */
function otlpReceiver(spans: Span[]): Server {
  return createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            scopeSpans: { scope: { name: string }; spans: { name: string; traceId: string }[] }[]
          }[]
        }
        for (const resource of payload.resourceSpans) {
          for (const { scope, spans: list } of resource.scopeSpans) {
            for (const span of list)
              spans.push({ name: span.name, scope: scope.name, traceId: span.traceId })
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })
}

describe.runIf(serverUrl)('OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  const spans: Span[] = []
  const receiver = otlpReceiver(spans)
  const name = `kelp_otel_${randomBytes(6).toString('hex')}`
  const dataDir = mkdtempSync(join(tmpdir(), 'kelp-otel-'))
  let api: ChildProcess
  let port: number

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    const otlpPort = await freePort()
    await new Promise<void>((done) => receiver.listen(otlpPort, '127.0.0.1', done))
    port = await freePort()
    api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        MIGRATE_ON_START: 'true',
        LOG_LEVEL: 'warn',
        COURSE_WORKER: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: 'ignore',
    })
    await waitFor(
      'the API',
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      60_000,
    )
  })
  afterAll(async () => {
    api?.kill('SIGTERM')
    receiver.close()
    rmSync(dataDir, { recursive: true, force: true })
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('exports one trace per request: the HTTP server, Fastify and the pg queries', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/projects`)
    expect(res.status).toBe(200)
    const request = () =>
      spans.find(
        (s) => s.scope === '@opentelemetry/instrumentation-http' && s.name === 'GET /api/projects',
      )
    await waitFor('the spans of GET /api/projects', () => {
      const root = request()
      return Boolean(
        root &&
        spans.some((s) => s.traceId === root.traceId && s.scope.includes('instrumentation-pg')),
      )
    })
    const trace = spans.filter((s) => s.traceId === request()!.traceId)
    const scopes = new Set(trace.map((s) => s.scope))
    expect(scopes).toContain('@fastify/otel')
    expect(scopes).toContain('@opentelemetry/instrumentation-pg')
    expect(trace.some((s) => s.name === 'handler - projectRoutes')).toBe(true)
  })
})
