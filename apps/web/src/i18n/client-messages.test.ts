import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  APP_NAMESPACES,
  CONTRIBUTION_NAMESPACES,
  MARKETING_NAMESPACES,
  SHELL_NAMESPACES,
} from './client-messages'

const src = join(__dirname, '..')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : []
  })
}

/** The namespaces `useTranslations` reads in a folder (client hooks; server code uses getTranslations). */
function namespacesUsedIn(...dirs: string[]): Set<string> {
  const used = new Set<string>()
  for (const file of dirs.flatMap((d) => files(join(src, d)))) {
    const text = readFileSync(file, 'utf8')
    for (const [, ns] of text.matchAll(/useTranslations\('([a-zA-Z]+)/g)) used.add(ns!)
    // The root translator (`useTranslations()`) names namespaces in its keys.
    if (text.includes('useTranslations()')) {
      for (const [, ns] of text.matchAll(/\bt\('([a-zA-Z]+)\./g)) used.add(ns!)
    }
  }
  return used
}

const missing = (used: Set<string>, provided: readonly string[]) =>
  [...used].filter((ns) => !provided.includes(ns)).sort()

// Every client component gets its messages from the provider of its route group; a namespace
// missing there would show raw keys in production.
describe('client message namespaces', () => {
  it('cover the shell on every page', () => {
    expect(missing(namespacesUsedIn('features/shell', 'features/auth'), SHELL_NAMESPACES)).toEqual(
      [],
    )
  })

  it('cover the signed-in app', () => {
    const used = namespacesUsedIn(
      'features/shell',
      'features/auth',
      'features/projects',
      'features/chat',
      'features/orbit',
      'features/portfolio',
      'features/planner',
      'features/admin',
    )
    expect(missing(used, APP_NAMESPACES)).toEqual([])
  })

  it('cover the marketing pages and the contribution screens', () => {
    const marketing = namespacesUsedIn('features/shell', 'features/marketing', 'features/scorecard')
    expect(missing(marketing, MARKETING_NAMESPACES)).toEqual([])
    const contributions = namespacesUsedIn('features/shell', 'features/contributions')
    expect(missing(contributions, CONTRIBUTION_NAMESPACES)).toEqual([])
  })
})
