import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'

const API_PORT = Number(process.env.KELP_E2E_API_PORT ?? 4100)
const webRoot = resolve(import.meta.dirname, '../../apps/web')

interface Span {
  service: string
  scope: string
  name: string
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
            resource: { attributes: { key: string; value: { stringValue?: string } }[] }
            scopeSpans: { scope: { name: string }; spans: { name: string; traceId: string }[] }[]
          }[]
        }
        for (const { resource, scopeSpans } of payload.resourceSpans) {
          const service =
            resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? ''
          for (const { scope, spans: list } of scopeSpans) {
            for (const span of list) {
              spans.push({ service, scope: scope.name, name: span.name, traceId: span.traceId })
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })
}

const listen = (server: Server) =>
  new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  )

/** A free port for the traced web server (asked of the kernel, then released). */
async function freePort(): Promise<number> {
  const probe = createServer()
  const port = await listen(probe)
  await new Promise((done) => probe.close(done))
  return port
}

// A second production web server of the same build, this one with OTEL_EXPORTER_OTLP_ENDPOINT
// set; the suite's own web server runs without it (instrumentation.ts then imports nothing).
test.describe('web server traces', () => {
  test.skip(Boolean(process.env.KELP_E2E_BASE_URL), 'starts its own web server from the build')

  const spans: Span[] = []
  const receiver = otlpReceiver(spans)
  let web: ChildProcess | undefined
  let webPort: number

  test.beforeAll(async () => {
    const otlpPort = await listen(receiver)
    webPort = await freePort()
    web = spawn(
      process.execPath,
      ['../../node_modules/next/dist/bin/next', 'start', '--port', String(webPort)],
      {
        cwd: webRoot,
        env: {
          PATH: process.env.PATH ?? '',
          API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
          NEXT_TELEMETRY_DISABLED: '1',
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_BSP_SCHEDULE_DELAY: '100',
        },
        stdio: 'ignore',
      },
    )
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${webPort}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(200)
  })
  test.afterAll(async () => {
    web?.kill('SIGTERM')
    await new Promise((done) => receiver.close(done))
  })

  test('sends the spans of a rendered page to the collector', async () => {
    const res = await fetch(`http://127.0.0.1:${webPort}/de/projects/carbofex-tampere-finland`)
    expect(res.status).toBe(200)
    const page = () => spans.find((s) => s.name === 'GET /[locale]/projects/[slug]')
    await expect.poll(() => page()?.service, { timeout: 10_000 }).toBe('kelp-web')
    const trace = spans.filter((s) => s.traceId === page()!.traceId).map((s) => s.name)
    expect(trace).toContain('render route (app) /[locale]/projects/[slug]')
  })
})
