import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { scriptHashes } from './inline-scripts'
import { createPrerenderedHashes, prerenderedHtmlPath, routeCacheHtmlPath } from './prerendered'

/** Prerendered HTML on disk → script hashes (docs/decisions/090). */
const server = '/srv/web/.next/server'
const KEY = `/route-cache/APP_PAGE/${'ab'.repeat(32)}/$/en/webinars`
const meta = (key: string) => JSON.stringify({ routeCache: { key, isFallback: false } })

describe('prerendered HTML paths', () => {
  it('maps the internal, locale-prefixed path to the build file', () => {
    expect(prerenderedHtmlPath(server, '/en')).toBe(`${server}/app/en.html`)
    expect(prerenderedHtmlPath(server, '/de/blog/csrd-esrs-e1')).toBe(
      `${server}/app/de/blog/csrd-esrs-e1.html`,
    )
    expect(prerenderedHtmlPath(server, '/en/projects/')).toBe(`${server}/app/en/projects.html`)
    expect(prerenderedHtmlPath(server, '/')).toBe(`${server}/app/index.html`)
  })

  it('never names a file outside the app directory', () => {
    const paths = ['/en/..', '/en/%2e%2e/%2e%2e/x', '/en/..%2F..%2Fx', '/en/a%5C..', '/%E0%A4%A']
    for (const path of paths) expect(prerenderedHtmlPath(server, path)).toBeNull()
  })

  it('finds the run-time copy named in the build meta, and nothing else', () => {
    expect(routeCacheHtmlPath(server, meta(KEY))).toBe(`${server}${KEY}.html`)
    for (const bad of [
      '',
      '{}',
      'not json',
      meta('/app/en/webinars'),
      meta(`/route-cache/APP_PAGE/ab/$/../../../etc/passwd`),
    ]) {
      expect(routeCacheHtmlPath(server, bad)).toBeNull()
    }
  })
})

describe('prerendered hashes', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kelp-csp-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const page = (script: string) => `<html><script>${script}</script></html>`
  function write(path: string, text: string, mtime = 1_000) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
    utimesSync(join(dir, path), mtime, mtime)
  }

  it('is null for a page without HTML in the build (rendered per request)', async () => {
    const hashes = createPrerenderedHashes(dir)
    write('app/en/projects.html', page('list()'))
    expect(await hashes('/en/projects/some-slug')).toBeNull()
    expect(await hashes('/en')).toBeNull() // a directory is not a page
    expect(await hashes('/en/projects')).toEqual(scriptHashes(page('list()')))
  })

  it('reads the build file, then the run-time copy, once per version', async () => {
    const hashes = createPrerenderedHashes(dir)
    write('app/en/webinars.html', page('v1()'))
    write('app/en/webinars.meta', meta(KEY))
    const v1 = scriptHashes(page('v1()'))
    expect(await hashes('/en/webinars')).toEqual(v1)

    // Same file, mtime and size: served from the cache, even if the bytes changed underneath.
    write('app/en/webinars.html', page('v9()'))
    expect(await hashes('/en/webinars')).toEqual(v1)

    // An ISR regeneration lands in the route cache; the version before stays allowed.
    write(`${KEY}.html`, page('v2()'), 2_000)
    const v2 = scriptHashes(page('v2()'))
    expect(await hashes('/en/webinars')).toEqual([...v2, ...v1])

    // The same scripts written again (unchanged data) keep v1 allowed.
    write(`${KEY}.html`, page('v2()'), 2_500)
    expect(await hashes('/en/webinars')).toEqual([...v2, ...v1])

    write(`${KEY}.html`, page('v3()'), 3_000)
    expect(await hashes('/en/webinars')).toEqual([...scriptHashes(page('v3()')), ...v2])
  })
})
