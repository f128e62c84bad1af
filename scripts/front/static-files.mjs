// The static site's files by URL path (docs/decisions/130): what the front server answers itself.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
}

/** Text worth compressing: the server answers it gzip or brotli to a browser that accepts either. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/

/** The file's compressed forms, made once at start (the build's files are few and small). */
function encodings(body, type) {
  if (!COMPRESSIBLE.test(type)) return null
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  }
}

/** `de/glossary.html` answers /de/glossary, `index.html` answers /, every other file its path. */
export function urlPathOf(file) {
  const path = `/${file.split('\\').join('/')}`
  if (path === '/index.html') return '/'
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length)
  return path.endsWith('.html') ? path.slice(0, -'.html'.length) : path
}

/** SHA-256 sources for the page's inline scripts, for its Content-Security-Policy. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, text]) => !/\bsrc=/i.test(attrs) && text.length > 0)
    .filter(([, attrs]) => !/type=["']application\/(ld\+)?json["']/i.test(attrs))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
}

/**
 * Reads the build once at start: path → { body, type, hashes, encoded }, `encoded` holding the
 * brotli and gzip bodies of a text file. No build, no static paths.
 */
export function loadStaticFiles(dir) {
  const files = new Map()
  if (!existsSync(dir)) return files
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = join(dir, file)
    const type = TYPES[extname(file)]
    if (!type || !statSync(full).isFile()) continue
    const body = readFileSync(full)
    const hashes = type.startsWith('text/html') ? inlineScriptHashes(body.toString('utf8')) : null
    files.set(urlPathOf(file), { body, type, hashes, encoded: encodings(body, type) })
  }
  return files
}
