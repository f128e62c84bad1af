import { readFile, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { scriptHashes } from './inline-scripts'

/**
 * The build's HTML of a prerendered page: `<server>/app/<path>.html` for the internal path
 * (after next-intl's rewrite, so always locale-prefixed, e.g. /en/projects). Null for
 * anything that cannot name a file below the app directory.
 */
export function prerenderedHtmlPath(serverDir: string, pathname: string): string | null {
  const segments: string[] = []
  for (const raw of pathname.split('/')) {
    if (raw === '') continue
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null
    segments.push(segment)
  }
  return within(serverDir, ['app', ...(segments.length ? segments : ['index'])])
}

/**
 * Where Next 16.4 writes the page at run time (ISR regenerations, and a copy of the build's
 * file when it first serves it): `<server>/route-cache/<kind>/<route hash>/$/<path>.html`, a
 * key it records in the build's `<path>.meta` as `routeCache.key`.
 */
export function routeCacheHtmlPath(serverDir: string, meta: string): string | null {
  try {
    const key: unknown = JSON.parse(meta)?.routeCache?.key
    if (typeof key !== 'string' || !/^\/route-cache\/[A-Z_]+\/[0-9a-f]+\/\$\//.test(key)) {
      return null
    }
    return within(serverDir, key.split('/').filter(Boolean))
  } catch {
    return null
  }
}

function within(serverDir: string, segments: string[]): string | null {
  const root = resolve(serverDir)
  const file = `${join(root, ...segments)}.html`
  return !segments.includes('..') && file.startsWith(root + sep) ? file : null
}

type Version = { mtimeMs: number; size: number }
type Entry = Version & { file: string; hashes: string[]; previous: string[] }

const sameVersion = (a: Version, b: Version) => a.mtimeMs === b.mtimeMs && a.size === b.size

// Build output and Next's own cache, read at run time: nothing for the bundler to trace.
const statOf = (file: string) => stat(/* turbopackIgnore: true */ file).catch(() => null)
const read = (file: string) => readFile(/* turbopackIgnore: true */ file, 'utf8')

/**
 * Hashes of the inline scripts of the prerendered page at `pathname`, or null when the build
 * has no HTML for it (the page renders per request). Read from the file Next serves from —
 * its run-time copy when there is one, else the build's — and cached by file, mtime and size,
 * so an ISR regeneration is picked up by the next request. The hashes of the version seen
 * before stay allowed too: Next answers from an in-memory copy that can lag the file, e.g.
 * when another instance sharing the build directory regenerated the page.
 */
export function createPrerenderedHashes(serverDir: string) {
  const cache = new Map<string, Entry>()
  const runtimePaths = new Map<string, Version & { runtime: string | null }>()

  // The build's .meta changes only with the build's .html, so it is read once per build.
  async function runtimePath(seed: string, seedInfo: Version) {
    const known = runtimePaths.get(seed)
    if (known && sameVersion(known, seedInfo)) return known.runtime
    const meta = await read(seed.replace(/\.html$/, '.meta')).catch(() => '')
    const runtime = routeCacheHtmlPath(serverDir, meta)
    runtimePaths.set(seed, { mtimeMs: seedInfo.mtimeMs, size: seedInfo.size, runtime })
    return runtime
  }

  let checked = false
  return async function prerenderedHashes(pathname: string): Promise<string[] | null> {
    if (!checked) {
      checked = true
      // Without the build output every page would get a nonce, which prerendered HTML lacks.
      if (!(await statOf(join(serverDir, 'app')))?.isDirectory()) {
        console.error(`CSP: no build output in ${serverDir}; run next start in apps/web`)
      }
    }
    const seed = prerenderedHtmlPath(serverDir, pathname)
    const seedInfo = seed ? await statOf(seed) : null
    if (!seed || !seedInfo?.isFile()) return null
    const runtime = await runtimePath(seed, seedInfo)
    const runtimeInfo = runtime ? await statOf(runtime) : null
    const [file, info] =
      runtime && runtimeInfo?.isFile() ? [runtime, runtimeInfo] : [seed, seedInfo]

    const cached = cache.get(seed)
    if (cached && cached.file === file && sameVersion(cached, info)) return union(cached)
    const html = await read(file).catch(() => null)
    if (html === null) return null
    const hashes = scriptHashes(html)
    // A rewrite with the same scripts (a regeneration of unchanged data) keeps the older one.
    const changed = cached && cached.hashes.join() !== hashes.join()
    const previous = changed ? cached.hashes : (cached?.previous ?? [])
    const entry = { file, mtimeMs: info.mtimeMs, size: info.size, hashes, previous }
    cache.set(seed, entry)
    return union(entry)
  }
}

function union(entry: Entry): string[] {
  if (!entry.previous.length) return entry.hashes
  return [...new Set([...entry.hashes, ...entry.previous])]
}
