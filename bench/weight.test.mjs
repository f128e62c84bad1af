import { createServer } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importsOf, inlineScripts, measureWeight, scriptEntries } from './weight.mjs'

const ISLAND = `import{a as b}from"./chunk.Qw.js";import"./side.Er.js";export default b;`
const FILES = {
  '/_astro/island.Ab.js': ISLAND,
  '/_astro/client.Cd.js': `const m=()=>import("./lazy.Ty.js");export{m}`,
  '/_astro/chunk.Qw.js': `export const a=${JSON.stringify('x'.repeat(2000))}`,
  '/_astro/side.Er.js': 'console.log(1)',
  '/_astro/lazy.Ty.js': `export const z=1`,
  '/_astro/shell.Sh.js': 'document.title="shell"',
  '/_astro/script.Sr.js': 'export default()=>{}',
  '/_next/static/chunks/main.js': 'self.__next=1',
}
const PAGE = `<html><head>
<link rel="modulepreload" href="/_astro/chunk.Qw.js">
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script>document.documentElement.dataset.c="1"</script>
</head><body>
<astro-island component-url="/_astro/island.Ab.js" renderer-url="/_astro/client.Cd.js" client="idle"></astro-island>
<astro-island component-url="/_astro/menu.Gh.js" renderer-url="/_astro/client.Cd.js" client="interaction"></astro-island>
<astro-island component-url="/_astro/shell.Sh.js" renderer-url="/_astro/script.Sr.js" client="after-paint"></astro-island>
<script src="https://elsewhere.example/tag.js"></script>
</body></html>`

let server
let origin
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = FILES[req.url]
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/javascript' })
    res.end(body ?? '')
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${server.address().port}`
})
afterAll(() => server.close())

describe('page weight', () => {
  it('finds the scripts a page loads: preloads and islands hydrating by themselves, never other origins, data or islands waiting for the visitor', () => {
    expect(scriptEntries(PAGE).sort()).toEqual([
      '/_astro/chunk.Qw.js',
      '/_astro/client.Cd.js',
      '/_astro/island.Ab.js',
      '/_astro/script.Sr.js',
      '/_astro/shell.Sh.js',
    ])
    expect(inlineScripts(PAGE)).toEqual(['document.documentElement.dataset.c="1"'])
  })

  it('follows static and dynamic imports relative to the module', () => {
    expect(importsOf(ISLAND, '/_astro/island.Ab.js')).toEqual([
      '/_astro/chunk.Qw.js',
      '/_astro/side.Er.js',
    ])
    expect(importsOf(FILES['/_astro/client.Cd.js'], '/_astro/client.Cd.js')).toEqual([
      '/_astro/lazy.Ty.js',
    ])
  })

  it('sums every module once, with the inline scripts, against the budget of its kind', async () => {
    const gz = (text) => gzipSync(text, { level: 9 }).length
    const { floor, rows } = await measureWeight({
      origin,
      floorHtml: '<script src="/_next/static/chunks/main.js"></script>',
      pages: [
        { path: '/de/glossary', kind: 'marketing', html: PAGE },
        { path: '/contact', kind: 'marketing', html: PAGE },
        { path: '/de', kind: 'marketing', html: PAGE },
        { path: '/de/scorecard/5f0c1a5e', kind: 'marketing', html: PAGE },
      ],
    })
    expect(floor).toBe(gz(FILES['/_next/static/chunks/main.js']))
    const modules = Object.entries(FILES)
      .filter(([path]) => path.startsWith('/_astro/'))
      .map(([, body]) => gz(body))
    const expected = modules.reduce((a, b) => a + b, 0) + gz(inlineScripts(PAGE)[0])
    expect(rows[0]).toMatchObject({ scripts: 7, bytes: expected, budget: 12 * 1024 })
    expect(rows[0].htmlBytes).toBe(gz(PAGE))
    expect(rows[1].budget).toBe(30 * 1024)
    // The home page's only interactive parts are the shell's.
    expect(rows[2].budget).toBe(12 * 1024)
    expect(rows[3].budget).toBe(30 * 1024)
  })
})
