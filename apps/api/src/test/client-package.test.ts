import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKey } from '../modules/api-keys/testing'
import { createTestApp, type TestContext } from './app'
import { insertProject, memberToken } from './fixtures'

/**
 * @kelp/client as a customer gets it: packed with `npm pack`, installed from the tarball into an
 * empty project (offline: its dependencies are packed from this workspace's own install), then
 * type-checked with only the published types and run against this API over HTTP.
 */
const run = promisify(execFile)
const repo = fileURLToPath(new URL('../../../../', import.meta.url))
const client = join(repo, 'packages/client')
const tsc = join(repo, 'node_modules/typescript/bin/tsc')

let ctx: TestContext
let project: string
let origin: string
let apiKey: string

beforeAll(async () => {
  ctx = await createTestApp()
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const admin = await memberToken(ctx.app, 'pia.package@client-package.com')
  apiKey = (await createKey(ctx.app, admin.token, 'test')).secret
  await insertProject(ctx.app, { credits: 10, priceCents: 3_000 })

  const work = mkdtempSync(join(tmpdir(), 'kelp-client-'))
  const npm = (args: string[], cwd: string) => run('npm', args, { cwd, timeout: 60_000 })
  await npm(['pack', '--pack-destination', work], client)
  for (const dep of ['openapi-fetch', 'openapi-typescript-helpers']) {
    await npm(['pack', join(repo, 'node_modules', dep), '--pack-destination', work], work)
  }
  project = join(work, 'project')
  mkdirSync(join(project, 'example'), { recursive: true })
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'kelp-client-smoke', private: true, type: 'module' }),
  )
  const tarballs = readdirSync(work).filter((f) => f.endsWith('.tgz'))
  await npm(
    ['install', '--offline', '--no-audit', '--no-fund', ...tarballs.map((t) => `../${t}`)],
    project,
  )
  cpSync(join(client, 'smoke/smoke.ts'), join(project, 'smoke.ts'))
  cpSync(join(repo, 'examples/checkout-contribution/src'), join(project, 'example'), {
    recursive: true,
  })
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        strict: true,
        outDir: 'out',
        typeRoots: [join(repo, 'node_modules/@types')],
        types: ['node'],
      },
      include: ['smoke.ts', 'example'],
    }),
  )
}, 120_000)
afterAll(() => ctx.close())

describe('the packed @kelp/client', () => {
  it('depends on nothing from this workspace', () => {
    const installed = join(project, 'node_modules/@kelp/client')
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch'])
    for (const file of readdirSync(join(installed, 'dist'))) {
      expect(readFileSync(join(installed, 'dist', file), 'utf8')).not.toContain('@kelp/')
    }
  })

  it('type-checks the example and a smoke program with its published types, and runs', async () => {
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project })
    const { stdout } = await run(process.execPath, ['out/smoke.js'], {
      cwd: project,
      env: { ...process.env, KELP_API_KEY: apiKey, KELP_ORIGIN: origin },
    })
    expect(JSON.parse(stdout)).toEqual({
      order: { status: 'delivered', quantityKg: 12, metadata: { from: 'smoke' } },
      retirement: { status: 'requested', quantityKg: 5 },
      error: {
        name: 'KelpError',
        status: 404,
        code: 'not_found',
        message: 'Diese Bestellung gibt es nicht.',
      },
      delivered: 'delivered',
    })
  }, 60_000)
})
