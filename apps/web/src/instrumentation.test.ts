import { afterEach, describe, expect, it, vi } from 'vitest'

const registerOTel = vi.fn()
vi.mock('@vercel/otel', () => ({ registerOTel }))

describe('instrumentation register', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    registerOTel.mockClear()
  })

  it('starts no tracing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', '')
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const { register } = await import('./instrumentation')
    await register()
    expect(registerOTel).not.toHaveBeenCalled()
  })

  it('registers @vercel/otel as kelp-web when the endpoint is set, on the Node.js runtime only', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', 'http://collector:4318')
    const { register } = await import('./instrumentation')
    vi.stubEnv('NEXT_RUNTIME', 'edge')
    await register()
    expect(registerOTel).not.toHaveBeenCalled()
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    await register()
    expect(registerOTel).toHaveBeenCalledWith({ serviceName: 'kelp-web' })
  })
})
