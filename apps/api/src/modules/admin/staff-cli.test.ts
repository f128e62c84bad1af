import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { openDatabase, type DatabaseHandle } from '../../db/client'
import { staffMembers, users } from '../../db/schema'
import { testEnv } from '../../test/app'
import { BOOTSTRAP_TOKEN_HEADER, newBootstrapToken, writeBootstrapFile } from './bootstrap-file'

const root = fileURLToPath(new URL('../../../../../', import.meta.url))
const cli = fileURLToPath(new URL('./staff-cli.ts', import.meta.url))

/** Runs `npm run staff:create`'s script as its own process, as an operator would. */
function staffCreate(dataDir: string, email: string) {
  const { DATABASE_URL: _ignored, TEST_DATABASE_URL: _alsoIgnored, ...env } = process.env
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [cli, email], {
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (err += chunk))
  return new Promise<{ code: number | null; out: string; err: string }>((done) =>
    child.on('close', (code) => done({ code, out, err })),
  )
}

describe('npm run staff:create next to a running server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kelp-staff-cli-'))
  const token = newBootstrapToken()
  let database: DatabaseHandle
  let app: FastifyInstance
  let removeFile: () => void

  beforeAll(async () => {
    // The server's own process opens the embedded database in a data folder, as `npm start`.
    database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
    app = await buildApp({ env: testEnv({ DATA_DIR: dataDir }), database, bootstrapToken: token })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as { port: number }
    removeFile = writeBootstrapFile(dataDir, port, token)
  }, 120_000)
  afterAll(async () => {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const isStaff = async (email: string) => {
    const rows = await database.db
      .select({ id: staffMembers.userId })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(eq(users.email, email))
    return rows.length === 1
  }

  it('makes the operator through the server, which sees it at once', async () => {
    const run = await staffCreate(dataDir, 'ops@nordwerk-maschinenbau.de')
    expect(run.err).toBe('')
    expect(run.code).toBe(0)
    expect(run.out).toMatch(/is now a Kelp operator \(made through the running server\)/)
    expect(await isStaff('ops@nordwerk-maschinenbau.de')).toBe(true)
    const again = await staffCreate(dataDir, 'ops@nordwerk-maschinenbau.de')
    expect(again.out).toMatch(/was already a Kelp operator/)
  }, 60_000)

  it('never opens the data folder while the server holds it', async () => {
    // A server that cannot be reached (its file is gone): the command must not open the
    // folder from a second process, and says why.
    removeFile()
    const run = await staffCreate(dataDir, 'second@nordwerk-maschinenbau.de')
    expect(run.code).toBe(1)
    expect(run.err).toMatch(/open in another process \(pid \d+/)
    expect(await isStaff('second@nordwerk-maschinenbau.de')).toBe(false)
    // Nor can this process open it a second time.
    await expect(openDatabase({ dataDir: join(dataDir, 'pglite') })).rejects.toThrow(
      /open in another process/,
    )
    expect(existsSync(`${join(dataDir, 'pglite')}.lock`)).toBe(true)
  }, 60_000)

  it('answers only a loopback caller with the token, and nothing forwarded', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/local/staff',
        headers,
        payload: { email: 'x@nordwerk-maschinenbau.de' },
      })
    expect((await post({})).statusCode).toBe(404)
    expect((await post({ [BOOTSTRAP_TOKEN_HEADER]: 'wrong' })).statusCode).toBe(404)
    const forwarded = { [BOOTSTRAP_TOKEN_HEADER]: token, 'x-forwarded-for': '127.0.0.1' }
    expect((await post(forwarded)).statusCode).toBe(404)
    expect((await post({ [BOOTSTRAP_TOKEN_HEADER]: token })).json()).toEqual({
      email: 'x@nordwerk-maschinenbau.de',
      created: true,
    })
  })
})
