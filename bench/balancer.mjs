// A tiny round-robin HTTP load balancer (no dependencies): each request goes to the next
// upstream over keep-alive connections; an upstream that refuses is skipped for that request.
import { Buffer } from 'node:buffer'
import http from 'node:http'

export function startBalancer(port, upstreams) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  let next = 0
  const forward = (req, res, body, attempt) => {
    const target = new URL(upstreams[next++ % upstreams.length])
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (attempt + 1 < upstreams.length) forward(req, res, body, attempt + 1)
      else if (!res.headersSent) res.writeHead(502).end()
    })
    upstream.end(body)
  }
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 0))
  })
  server.keepAliveTimeout = 65_000
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
