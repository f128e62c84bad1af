import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'

const run = promisify(execFile)
const committed = new URL('../../../../../packages/client/openapi.json', import.meta.url)

let ctx: TestContext
let document: Record<string, unknown> & { paths: Record<string, Record<string, unknown>> }

beforeAll(async () => {
  ctx = await createTestApp()
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  expect(res.statusCode).toBe(200)
  document = res.json()
})
afterAll(() => ctx.close())

describe('the v1 OpenAPI document', () => {
  it('holds only the public API, each operation secured by an API key', () => {
    const paths = Object.keys(document.paths)
    expect(paths.length).toBeGreaterThanOrEqual(7)
    expect(paths.every((p) => p.startsWith('/api/v1/'))).toBe(true)
    for (const operation of Object.values(document.paths).flatMap((p) => Object.values(p))) {
      expect(operation).toMatchObject({ security: [{ apiKey: [] }] })
      expect(operation).toHaveProperty('x-codeSamples')
    }
  })

  it("lints clean with Redocly's recommended rules", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'kelp-v1-')), 'openapi.json')
    writeFileSync(file, JSON.stringify(document))
    const result = await run(
      'npx',
      ['redocly', 'lint', file, '--extends=recommended-strict', '--format=stylish'],
      { cwd: process.cwd() },
    ).catch((error: { stdout: string; stderr: string; code: number }) => error)
    expect(`${result.stdout}${result.stderr}`).toMatch(/Woohoo! Your API description is valid/)
  }, 120_000)

  it('is what the client package was generated from (run npm run generate -w @kelp/client)', () => {
    const stored = JSON.parse(readFileSync(committed, 'utf8'))
    expect(document).toEqual(stored)
  })

  it('is served with a docs page that groups operations and shows curl and TypeScript', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    for (const text of ['Catalogue', 'Orders', 'Retirements', 'curl -X POST', 'createKelpClient']) {
      expect(res.body).toContain(text)
    }
    const css = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs.css' })
    expect(css.headers['content-type']).toMatch(/text\/css/)
  })
})
