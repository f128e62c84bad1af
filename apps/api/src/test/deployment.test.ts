import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { productionProblems } from '../config/profile'

/**
 * No container engine runs here, so the deployment files are checked as far as reading them
 * goes (docs/deploy.md says what was and was not run): every API container satisfies the
 * production profile, and every command names a file the build produces.
 */
const root = resolve(import.meta.dirname, '../../../..')
const read = (path: string) => readFileSync(resolve(root, path), 'utf8')

interface Service {
  image?: string
  build?: { target: string }
  command?: string[]
  environment?: Record<string, string>
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>
}
const services = Object.entries(compose.services)
const ofTarget = (target: string) => services.filter(([, s]) => s.build?.target === target)

/** What compose passes when the operator's shell sets nothing: `${NAME:-default}` → default. */
const withDefaults = (environment: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
    ]),
  )

const dockerfile = read('Dockerfile')
/** The CMD of a Dockerfile stage, as its JSON array. */
function stageCommand(target: string): string[] {
  const stage = dockerfile.split(/^FROM /m).find((s) => new RegExp(` AS ${target}\\n`).test(s))
  const cmd = stage?.match(/^CMD (\[.*\])$/m)?.[1]
  return cmd ? (JSON.parse(cmd) as string[]) : []
}

describe('compose.yaml', () => {
  it('runs the production topology', () => {
    expect(
      ofTarget('api')
        .map(([name]) => name)
        .sort(),
    ).toEqual(['api-1', 'api-2', 'migrate'])
    expect(
      ofTarget('web')
        .map(([name]) => name)
        .sort(),
    ).toEqual(['web-1', 'web-2'])
    expect(compose.services.postgres?.image).toBe('postgres:17')
    for (const name of ['redis', 'mailpit', 'minio', 'proxy']) {
      expect(compose.services[name], name).toBeDefined()
    }
  })

  it('gives every API container what the production profile requires', () => {
    for (const [name, service] of ofTarget('api')) {
      const env = withDefaults(service.environment)
      expect(env.NODE_ENV, name).toBe('production')
      expect(productionProblems(env), name).toEqual([])
      // Instances never migrate; the migrate service does, once.
      expect(env.MIGRATE_ON_START, name).toBe('false')
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_BUCKET']) {
        expect(env[key], `${name} ${key}`).toBeTruthy()
      }
    }
    for (const [name, service] of ofTarget('web')) {
      expect(service.environment?.API_ORIGIN, name).toMatch(/^http:\/\//)
    }
  })

  it('names only files the build produces in its commands', () => {
    const build = read('apps/api/build.mjs')
    const apiCommands = [
      stageCommand('api'),
      ...ofTarget('api').flatMap(([, s]) => (s.command ? [s.command] : [])),
    ]
    for (const command of apiCommands) {
      const [, file] = command
      const entry = file?.match(/^apps\/api\/dist\/(\w+)\.js$/)?.[1]
      expect(entry, command.join(' ')).toBeDefined()
      expect(build, `${entry} is an esbuild entry point`).toMatch(new RegExp(`\\b${entry}: 'src/`))
    }
    // The standalone server lands at apps/web/server.js under the traced monorepo root.
    expect(stageCommand('web')).toEqual(['node', 'server.js'])
    expect(dockerfile).toMatch(/WORKDIR \/app\/apps\/web\nEXPOSE 3000/)
    const standalone = resolve(root, 'apps/web/.next/standalone/apps/web/server.js')
    if (existsSync(resolve(root, 'apps/web/.next/standalone'))) {
      expect(existsSync(standalone)).toBe(true)
    }
  })

  it('checks health on endpoints that exist and balances services that exist', () => {
    expect(dockerfile).toContain('http://127.0.0.1:4000/api/health')
    expect(dockerfile).toContain('http://127.0.0.1:3000/healthz')
    expect(existsSync(resolve(root, 'apps/web/src/app/healthz/route.ts'))).toBe(true)
    const caddy = read('deploy/Caddyfile')
    for (const upstream of caddy.match(/[\w-]+:\d{4}/g) ?? []) {
      expect(compose.services[upstream.split(':')[0]!], upstream).toBeDefined()
    }
    expect(dockerfile.match(/^FROM node:24-slim/gm)?.length).toBeGreaterThanOrEqual(3)
    expect(dockerfile).toMatch(/^USER node$/m)
  })

  it('lets the proxy answer the home pages from the static build, as the front server does', () => {
    // Astro writes / as index.html and /de as de.html (build.format 'file'); the proxy tries a
    // path, then the path with .html, and never a path ending in /, so / is rewritten first.
    const caddy = read('deploy/Caddyfile')
    expect(caddy).toMatch(/^\s*rewrite \/ \/index\.html$/m)
    expect(caddy).toContain('try_files {path} {path}.html')
    for (const page of ['index.astro', 'de/index.astro'])
      expect(existsSync(resolve(root, 'apps/site/src/pages', page)), page).toBe(true)
  })
})
