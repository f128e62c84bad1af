// What each static page of apps/site costs a visitor, read from the build (apps/site/dist):
// the JavaScript it loads (module scripts, the islands' component and renderer modules and every
// module they import statically, each counted once per page), its inline scripts and its HTML,
// all gzip -9. Run after `npm run build -w @kelp/site`: `node bench/site-weight.mjs [path…]`.
// Exits 1 when a page is over the budgets of docs/decisions/136.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { Buffer } from 'node:buffer'

const KB = 1000
export const SITE_BUDGETS = { js: 30 * KB, shellOnlyJs: 12 * KB, html: 40 * KB }

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/site/dist')
const gz = (text) => gzipSync(text, { level: 9 }).length

/** Modules a page's HTML starts loading: module scripts and the islands' two modules each. */
export function entryModules(html) {
  const found = new Set()
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) found.add(m[1])
  for (const m of html.matchAll(/\s(?:component|renderer)-url="([^"]+\.js)"/g)) found.add(m[1])
  return [...found]
}

/** Modules one module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1])
}

function moduleClosure(entries) {
  const seen = new Set()
  const visit = (url) => {
    if (seen.has(url)) return
    seen.add(url)
    const code = readFileSync(join(DIST, url), 'utf8')
    for (const spec of staticImports(code)) visit(new URL(spec, `http://x${url}`).pathname)
  }
  entries.forEach(visit)
  return [...seen]
}

function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** One row per page: its URL path, module count and gzipped sizes in bytes. */
export function measurePage(file) {
  const html = readFileSync(file, 'utf8')
  const modules = moduleClosure(entryModules(html))
  const js = modules.reduce((sum, url) => sum + gz(readFileSync(join(DIST, url))), 0)
  const islands = [...html.matchAll(/<astro-island/g)].length
  return {
    path: `/${relative(DIST, file).replace(/\.html$/, '')}`,
    modules: modules.length,
    js,
    inline: gz(inlineScripts(html).join('\n')),
    html: gz(html),
    htmlRaw: Buffer.byteLength(html),
    over:
      gz(html) > SITE_BUDGETS.html ||
      js > (islands <= 2 ? SITE_BUDGETS.shellOnlyJs : SITE_BUDGETS.js),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2)
  const rows = htmlFiles(DIST)
    .map(measurePage)
    .filter((row) => !only.length || only.includes(row.path))
    .sort((a, b) => a.path.localeCompare(b.path))
  const kb = (n) => (n / KB).toFixed(1)
  console.log('| page | JS modules | JS gz KB | inline gz KB | HTML KB | HTML gz KB |')
  console.log('|---|---|---|---|---|---|')
  for (const r of rows) {
    const mark = r.over ? ' (over)' : ''
    console.log(
      `| ${r.path}${mark} | ${r.modules} | ${kb(r.js)} | ${kb(r.inline)} | ${kb(r.htmlRaw)} | ${kb(r.html)} |`,
    )
  }
  process.exitCode = rows.some((r) => r.over) ? 1 : 0
}
