import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { envExampleSection, envExampleSectionOf } from '@kelp/core/env'
import { publicEnv, webEnv, webEnvObject } from './env'

const TITLE = 'Web (apps/web/src/config/env.ts)'

describe('the web environment', () => {
  it('is listed in .env.example as the schema describes it (npm run env:example)', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../../../.env.example'), 'utf8')
    expect(envExampleSectionOf(text, TITLE)?.trim()).toBe(
      envExampleSection(TITLE, webEnvObject).trim(),
    )
  })

  it('applies the defaults and refuses a bad API origin', () => {
    expect(webEnv({}).API_ORIGIN).toBe('http://127.0.0.1:4000')
    expect(() => webEnv({ API_ORIGIN: 'not a url' })).toThrow(/API_ORIGIN/)
  })

  it('treats an empty variable as unset and names every bad public key', () => {
    expect(webEnv({ NEXT_PUBLIC_SITE_URL: '' }).NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000')
    expect(webEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined()
    expect(() => webEnv({ NEXT_PUBLIC_SITE_URL: 'nope' })).toThrow(/NEXT_PUBLIC_SITE_URL/)
  })

  it('gives the public site URL parsed, its default applied', () => {
    expect(publicEnv.NEXT_PUBLIC_SITE_URL).toMatch(/^https?:\/\//)
  })
})
