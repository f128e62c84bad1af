import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ADMIN_NAMESPACES,
  CONTRIBUTION_NAMESPACES,
  ORBIT_NAMESPACES,
  PLANNER_NAMESPACES,
  PORTFOLIO_NAMESPACES,
  PROJECTS_NAMESPACES,
  SHELL_NAMESPACES,
} from './client-messages'

const src = join(__dirname, '..')
const app = join(src, 'app/[locale]')

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(src, spec.slice(2))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : null
  if (!base) return null
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end)
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

/**
 * The namespaces the client components under `entry` read with `useTranslations`: follows
 * static and dynamic imports; a file is client code when it says 'use client' or a client
 * file imports it. Server components read theirs with getTranslations, not from the provider.
 */
function clientNamespaces(entry: string): Set<string> {
  const used = new Set<string>()
  const seen = new Map<string, boolean>()
  const visit = (file: string, client: boolean) => {
    if (seen.get(file) === true || (seen.has(file) && !client)) return
    seen.set(file, client)
    const text = readFileSync(file, 'utf8')
    const isClient = client || /^['"]use client['"]/m.test(text)
    if (isClient) {
      for (const [, ns] of text.matchAll(/useTranslations\('([a-zA-Z]+)/g)) used.add(ns!)
      // The root translator (`useTranslations()`) names namespaces in its keys.
      if (text.includes('useTranslations()')) {
        for (const [, ns] of text.matchAll(/\bt\('([a-zA-Z]+)\./g)) used.add(ns!)
      }
    }
    for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)) {
      const next = resolveImport(file, spec!)
      if (next) visit(next, isClient)
    }
  }
  visit(entry, false)
  return used
}

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return pages(path)
    return ['page.tsx', 'layout.tsx', 'not-found.tsx'].includes(name) ? [path] : []
  })
}

/** Each route folder and the namespaces its nearest layout hands to the client. */
const ROUTES: [string, readonly string[]][] = [
  ['(app)/projects', PROJECTS_NAMESPACES],
  ['(app)/portfolio-manager', PORTFOLIO_NAMESPACES],
  ['(app)/portfolio', PORTFOLIO_NAMESPACES],
  ['(app)/kelpatlas', PLANNER_NAMESPACES],
  ['(app)/orbit', ORBIT_NAMESPACES],
  ['(app)/admin', ADMIN_NAMESPACES],
  ['contribute', CONTRIBUTION_NAMESPACES],
  ['auth', SHELL_NAMESPACES],
  ['dev', SHELL_NAMESPACES],
  ['verify', SHELL_NAMESPACES],
  ['[...rest]', SHELL_NAMESPACES],
]

const missing = (used: Set<string>, provided: readonly string[]) =>
  [...used].filter((ns) => !provided.includes(ns)).sort()

// A namespace a route's provider lacks shows raw keys in production: every page is checked.
describe('client message namespaces', () => {
  it('cover the shell on every page', () => {
    const used = clientNamespaces(join(app, 'layout.tsx'))
    expect(used.has('nav')).toBe(true)
    expect(missing(used, SHELL_NAMESPACES)).toEqual([])
    expect(missing(clientNamespaces(join(app, 'not-found.tsx')), SHELL_NAMESPACES)).toEqual([])
  })

  it.each(ROUTES)('cover every page under %s', (folder, provided) => {
    const files = pages(join(app, folder))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      expect({
        page: relative(app, file),
        missing: missing(clientNamespaces(file), provided),
      }).toEqual({ page: relative(app, file), missing: [] })
    }
  })

  it('give each signed-in route its own namespaces, not the others', () => {
    expect(clientNamespaces(join(app, '(app)/projects/[slug]/page.tsx'))).toContain('chat')
    expect(PROJECTS_NAMESPACES).not.toContain('portfolio')
    expect(PLANNER_NAMESPACES).not.toContain('projects')
    // The Portfolio Manager's contact form reads the contact form's errors.
    expect(clientNamespaces(join(app, '(app)/portfolio-manager/page.tsx'))).toContain('contact')
  })

  it('leave no page folder without a checked provider', () => {
    const top = readdirSync(app).filter((n) => statSync(join(app, n)).isDirectory())
    const inApp = readdirSync(join(app, '(app)')).filter((n) =>
      statSync(join(app, '(app)', n)).isDirectory(),
    )
    const known = ROUTES.map(([folder]) => folder)
    expect([...top.filter((n) => n !== '(app)'), ...inApp.map((n) => `(app)/${n}`)].sort()).toEqual(
      [...known].sort(),
    )
  })
})
