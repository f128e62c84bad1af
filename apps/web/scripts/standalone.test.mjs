// The container image's web server: `next build` with NEXT_OUTPUT=standalone, the assets copied
// as the Dockerfile copies them, then `node server.js` in .next/standalone/apps/web exactly as
// the image's CMD. Minutes long, so it runs only with KELP_TEST_STANDALONE=1 (docs/deploy.md).
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const web = resolve(import.meta.dirname, '..')
const standalone = join(web, '.next/standalone/apps/web')

async function freePort() {
  const server = createServer()
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address()
  await new Promise((done) => server.close(done))
  return port
}

describe.runIf(process.env.KELP_TEST_STANDALONE === '1')('the standalone web server', () => {
  it('builds and serves pages and /healthz as the image runs it', async () => {
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: web,
      env: { ...process.env, NEXT_OUTPUT: 'standalone', NEXT_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(build.status, build.stderr).toBe(0)
    expect(existsSync(join(standalone, 'server.js'))).toBe(true)
    // COPY --from=build … .next/static and public, as in the Dockerfile's web stage.
    cpSync(join(web, '.next/static'), join(standalone, '.next/static'), { recursive: true })
    cpSync(join(web, 'public'), join(standalone, 'public'), { recursive: true })

    const port = await freePort()
    const child = spawn(process.execPath, ['server.js'], {
      cwd: standalone,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOSTNAME: '127.0.0.1',
        PORT: String(port),
        NEXT_TELEMETRY_DISABLED: '1',
        API_ORIGIN: 'http://127.0.0.1:9',
      },
      stdio: 'ignore',
    })
    try {
      const base = `http://127.0.0.1:${port}`
      let health
      for (let i = 0; i < 120 && !health?.ok; i++) {
        health = await fetch(`${base}/healthz`).catch(() => undefined)
        if (!health?.ok) await new Promise((r) => setTimeout(r, 500))
      }
      expect(health?.status).toBe(200)
      expect(await health.json()).toMatchObject({ status: 'ok' })
      const home = await fetch(`${base}/de`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('lang="de"')
      const icon = (await fetch(`${base}/favicon.ico`)).status
      expect(icon).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
  }, 900_000)
})
