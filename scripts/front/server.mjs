// The one origin (docs/decisions/130): the static site's files answered here, every other
// request passed to Next.js (which forwards /api/* to the API). `npm start` and the browser
// tests run it; in production the reverse proxy does the same (deploy/Caddyfile).
import { Agent, createServer, request as forward } from 'node:http'
import { connect } from 'node:net'
import { PAGE_CSP, PERMISSIONS_POLICY } from '../../apps/web/security-headers.ts'
import { rewriteTarget } from './rewrites.mjs'
import { loadStaticFiles } from './static-files.mjs'

/**
 * Connections to Next.js are kept open between requests, but dropped after 4 s idle: Node's
 * server closes an idle one after 5 s, and a request sent on a connection the server is closing
 * fails with ECONNRESET, which the visitor would see as a 503.
 */
const upstreamAgent = new Agent({ keepAlive: true, timeout: 4_000 })

/** Astro's build output: every file name carries a hash of its content. */
const FINGERPRINTED = '/_astro/'

/** The encoding to answer in: brotli, else gzip, when the request accepts it (q > 0). */
export function chooseEncoding(acceptEncoding, encoded) {
  if (!encoded || !acceptEncoding) return null
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  )
  return ['br', 'gzip'].find((name) => accepted.has(name)) ?? null
}

/** The headers every Next page gets (apps/web/security-headers.ts), for the static files too. */
function staticHeaders(file, path, body, encoding, production) {
  const headers = {
    'content-type': file.type,
    'content-length': String(body.length),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // Pages are revalidated; fingerprinted assets never change; other files (robots.txt, the
    // Open Graph cards) keep an hour.
    'cache-control': file.type.startsWith('text/html')
      ? 'public, max-age=0, must-revalidate'
      : path.startsWith(FINGERPRINTED)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
  }
  if (file.encoded) headers.vary = 'Accept-Encoding'
  if (encoding) headers['content-encoding'] = encoding
  if (production) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains'
  // A page's scripts: its own inline ones by hash and its bundles from 'self', never
  // 'unsafe-inline'; other files get the fixed directives, as Next gives its files.
  headers['content-security-policy'] = file.hashes
    ? `${PAGE_CSP}; script-src 'self' ${file.hashes.join(' ')}`
    : PAGE_CSP
  return headers
}

function pathnameOf(url) {
  try {
    return new URL(url, 'http://front').pathname
  } catch {
    return null
  }
}

/**
 * @param {{ staticDir: string, upstream: string, production?: boolean }} options
 * `upstream` is the Next.js server's origin, e.g. http://127.0.0.1:3001.
 */
export function createFrontServer({ staticDir, upstream, production = true }) {
  const files = loadStaticFiles(staticDir)
  const target = new URL(upstream)
  const server = createServer((req, res) => {
    const path = pathnameOf(req.url)
    // A built file, else the static page that answers this address (the address is kept).
    const file =
      ['GET', 'HEAD'].includes(req.method ?? '') && path
        ? (files.get(path) ?? files.get(rewriteTarget(path)))
        : null
    if (file) {
      const encoding = chooseEncoding(req.headers['accept-encoding'], file.encoded)
      const body = encoding ? file.encoded[encoding] : file.body
      res.writeHead(200, staticHeaders(file, path, body, encoding, production))
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
    // Like the production proxy: the client's address replaces whatever X-Forwarded-For it sent.
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' }
    const upstreamRequest = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent: upstreamAgent,
      },
      (upstreamResponse) => {
        res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.rawHeaders)
        upstreamResponse.pipe(res)
      },
    )
    upstreamRequest.on('error', () => {
      if (res.headersSent) return res.destroy()
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' })
      res.end('Kelp is starting or restarting; try again in a few seconds.')
    })
    req.pipe(upstreamRequest)
  })
  // WebSocket upgrades (Next's development reload) go through untouched.
  server.on('upgrade', (req, socket, head) => {
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`)
      upstreamSocket.write(head)
      socket.pipe(upstreamSocket).pipe(socket)
    })
    upstreamSocket.on('error', () => socket.destroy())
    socket.on('error', () => upstreamSocket.destroy())
  })
  return { server, staticPaths: [...files.keys()] }
}
