import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type Shown = Record<string, unknown> & { id?: string; status?: string }
export interface ReceivedEvent {
  type: string
  createdAt: string
  livemode: boolean
  data: { order?: Shown; retirement?: Shown }
}

/** Test helper (only used by *.test.ts): a local webhook receiver that keeps every body. */
export async function startReceiver() {
  const bodies: ReceivedEvent[] = []
  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    request.on('end', () => {
      bodies.push(JSON.parse(raw))
      response.writeHead(200).end('ok')
    })
  })
  const url = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
    ),
  )
  return {
    url,
    bodies,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** Polls until `check` holds (the queue and the receiver run beside the test). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
