import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rewriteTarget, STATIC_REWRITES } from './rewrites.mjs'
import { chooseEncoding, createFrontServer } from './server.mjs'
import { urlPathOf } from './static-files.mjs'

const INLINE = 'document.documentElement.dataset.x="1"'
const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))

let front
let upstream
let origin
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kelp-front-'))
  mkdirSync(join(dir, 'de'))
  writeFileSync(join(dir, 'robots.txt'), 'User-Agent: *\n')
  writeFileSync(join(dir, 'de', 'glossary.html'), `<html><script>${INLINE}</script></html>`)
  // Astro's `build.format: 'file'` writes the home pages as index.html and de.html.
  writeFileSync(join(dir, 'index.html'), '<html lang="en">home</html>')
  writeFileSync(join(dir, 'de.html'), '<html lang="de">home</html>')
  // The shared-scorecard page of each locale, and the scorecard page itself.
  for (const locale of ['', 'de', 'keys']) {
    mkdirSync(join(dir, locale, 'scorecard'), { recursive: true })
    writeFileSync(join(dir, locale, 'scorecard', 'shared.html'), `<p>shared ${locale}</p>`)
  }
  writeFileSync(join(dir, 'scorecard.html'), '<p>scorecard</p>')
  mkdirSync(join(dir, '_astro'))
  writeFileSync(
    join(dir, '_astro', 'island.Ab12Cd.js'),
    `export const x = '${'kelp '.repeat(400)}'\n`,
  )
  // The stand-in for Next.js: says what it received.
  upstream = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      res.setHeader('set-cookie', ['a=1', 'b=2'])
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          body,
          xff: req.headers['x-forwarded-for'],
        }),
      )
    })
  })
  // A WebSocket-style upgrade: answers 101 and echoes what comes after.
  upstream.on('upgrade', (req, socket) => {
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nx-seen-url: ${req.url}\r\n\r\n`,
    )
    socket.pipe(socket)
  })
  const upstreamPort = await listen(upstream)
  front = createFrontServer({ staticDir: dir, upstream: `http://127.0.0.1:${upstreamPort}` }).server
  origin = `http://127.0.0.1:${await listen(front)}`
})
afterAll(() => {
  front.close()
  upstream.close()
})

describe('front server', () => {
  it('maps built files to URL paths', () => {
    expect(urlPathOf('index.html')).toBe('/')
    expect(urlPathOf('de/glossary.html')).toBe('/de/glossary')
    expect(urlPathOf('de/index.html')).toBe('/de')
    expect(urlPathOf('de.html')).toBe('/de')
    expect(urlPathOf('robots.txt')).toBe('/robots.txt')
  })

  it('answers a built file itself, with the pages’ security headers', async () => {
    const res = await fetch(`${origin}/robots.txt`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('User-Agent: *\n')
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/)
    expect(res.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    )
  })

  it('allows a static page’s inline script by its hash, never unsafe-inline', async () => {
    const res = await fetch(`${origin}/de/glossary`)
    expect(await res.text()).toContain(INLINE)
    const hash = createHash('sha256').update(INLINE).digest('base64')
    const csp = res.headers.get('content-security-policy')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
  })

  it('sends text compressed to a browser that accepts it, and as it is otherwise', async () => {
    const { request } = await import('node:http')
    const get = (path, encoding) =>
      new Promise((resolve, reject) => {
        const req = request(`${origin}${path}`, { headers: { 'accept-encoding': encoding } })
        req.on('response', (res) => {
          const chunks = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
        req.on('error', reject)
        req.end()
      })
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const plain = `export const x = '${'kelp '.repeat(400)}'\n`
    const br = await get('/_astro/island.Ab12Cd.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.body.length).toBeLessThan(plain.length / 10)
    expect(brotliDecompressSync(br.body).toString()).toBe(plain)
    const gzip = await get('/_astro/island.Ab12Cd.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(plain)
    const identity = await get('/_astro/island.Ab12Cd.js', 'identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(plain)
  })

  it('honours what the request accepts, q=0 included', () => {
    const encoded = { br: Buffer.from('b'), gzip: Buffer.from('g') }
    expect(chooseEncoding('gzip, br', encoded)).toBe('br')
    expect(chooseEncoding('br;q=0, gzip;q=0.5', encoded)).toBe('gzip')
    expect(chooseEncoding('deflate', encoded)).toBeNull()
    expect(chooseEncoding(undefined, encoded)).toBeNull()
    expect(chooseEncoding('gzip', null)).toBeNull()
  })

  it('lets browsers keep fingerprinted assets for a year and revalidate pages', async () => {
    const asset = await fetch(`${origin}/_astro/island.Ab12Cd.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const page = await fetch(`${origin}/de/glossary`)
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('answers the home pages, / and /de, from the build, a query string included', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/?utm_source=mail', 'en'],
      ['/de', 'de'],
    ]) {
      const res = await fetch(`${origin}${path}`)
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
      expect(await res.text(), path).toBe(`<html lang="${lang}">home</html>`)
    }
  })

  it('answers a shared scorecard’s address in each locale with its one page, keeping the address', async () => {
    for (const [path, body] of [
      ['/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11', '<p>shared </p>'],
      ['/de/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11', '<p>shared de</p>'],
      ['/keys/scorecard/any-id?utm_source=mail', '<p>shared keys</p>'],
    ]) {
      const res = await fetch(`${origin}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBe(200)
      expect(await res.text()).toBe(body)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    }
    expect(await (await fetch(`${origin}/scorecard`)).text()).toBe('<p>scorecard</p>')
  })

  it('leaves other addresses under /scorecard and other methods to Next.js', async () => {
    for (const path of ['/scorecard/a/b', '/scorecard/', '/en/scorecard/a', '/fr/scorecard/a']) {
      const res = await fetch(`${origin}${path}`)
      expect(await res.json(), path).toMatchObject({ method: 'GET', url: path })
    }
    const post = await fetch(`${origin}/scorecard/abc`, { method: 'POST', body: '' })
    expect(await post.json()).toMatchObject({ method: 'POST', url: '/scorecard/abc' })
  })

  it('has the same rewrites as the production proxy', () => {
    expect(rewriteTarget('/de/scorecard/x')).toBe('/de/scorecard/shared')
    expect(rewriteTarget('/imprint')).toBeNull()
    const caddyfile = readFileSync(join(import.meta.dirname, '../../deploy/Caddyfile'), 'utf8')
    for (const { name, pattern, target } of STATIC_REWRITES) {
      const regexp = pattern.source.replaceAll('\\/', '/')
      expect(caddyfile).toContain(`@${name} path_regexp ${name} ${regexp}\n`)
      expect(caddyfile).toContain(`rewrite @${name} ${target.replace('$1', `{re.${name}.1}`)}\n`)
    }
  })

  it('passes everything else to Next.js, with the client’s address and every cookie', async () => {
    const res = await fetch(`${origin}/projects?page=2`, {
      headers: { 'x-forwarded-for': '6.6.6.6' },
    })
    const seen = await res.json()
    expect(seen).toMatchObject({ method: 'GET', url: '/projects?page=2', xff: '127.0.0.1' })
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    const post = await fetch(`${origin}/robots.txt`, { method: 'POST', body: 'x=1' })
    expect(await post.json()).toMatchObject({ method: 'POST', url: '/robots.txt', body: 'x=1' })
  })

  it('passes connection upgrades (the development reload socket) through both ways', async () => {
    const { request } = await import('node:http')
    const answer = await new Promise((resolve, reject) => {
      const req = request(`${origin}/_next/webpack-hmr`, {
        headers: { connection: 'upgrade', upgrade: 'websocket' },
      })
      req.on('upgrade', (res, socket) => {
        socket.once('data', (chunk) => {
          resolve({ status: res.statusCode, url: res.headers['x-seen-url'], echo: String(chunk) })
          socket.destroy()
        })
        socket.write('ping')
      })
      req.on('error', reject)
      req.end()
    })
    expect(answer).toEqual({ status: 101, url: '/_next/webpack-hmr', echo: 'ping' })
  })

  it('says 503 with a reason while Next.js is not answering', async () => {
    const dead = createFrontServer({ staticDir: '/nonexistent', upstream: 'http://127.0.0.1:9' })
    const deadOrigin = `http://127.0.0.1:${await listen(dead.server)}`
    const res = await fetch(`${deadOrigin}/anything`)
    expect(res.status).toBe(503)
    expect(await res.text()).toMatch(/try again/)
    expect(dead.staticPaths).toEqual([])
    dead.server.close()
  })
})
