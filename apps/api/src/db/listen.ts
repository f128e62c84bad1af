import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** What a LISTEN subscription reports (docs/decisions/092). */
export interface NotificationHandlers {
  /** A NOTIFY on the channel, with its payload. */
  message(payload: string): void
  /** The subscription is live (again): notifications from now on arrive. */
  up(): void
  /** The subscription was lost: notifications may be missed until the next `up()`. */
  down(): void
}

export interface NotificationListener {
  close(): Promise<void>
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/
const RETRY_MS = 1_000

function assertChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid LISTEN channel: ${channel}`)
}

/**
 * PostgreSQL: a dedicated connection outside the pool (a pooled one would be handed to other
 * queries). When it drops it reports `down()` and reconnects every second until it is back.
 */
export async function listenPg(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  assertChannel(channel)
  let live: pg.Client | undefined
  let closed = false
  let timer: NodeJS.Timeout | undefined

  const retry = () => {
    if (closed) return
    timer = setTimeout(() => void connect().catch(retry), RETRY_MS)
    timer.unref()
  }
  const lost = (client: pg.Client) => {
    if (live !== client) return
    live = undefined
    handlers.down()
    client.end().catch(() => undefined)
    retry()
  }
  const connect = async () => {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '')
    })
    client.on('error', () => lost(client))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (error) {
      client.end().catch(() => undefined)
      throw error
    }
    if (closed) {
      await client.end()
      return
    }
    live = client
    handlers.up()
  }

  await connect()
  return {
    async close() {
      closed = true
      clearTimeout(timer)
      const client = live
      live = undefined
      await client?.end()
    },
  }
}

/** PGlite runs in this process, so its subscription cannot drop. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  assertChannel(channel)
  const unsubscribe = await client.listen(channel, (payload) => handlers.message(payload))
  handlers.up()
  return { close: () => unsubscribe() }
}
