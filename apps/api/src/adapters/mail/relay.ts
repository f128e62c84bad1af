import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail'
import type { MailMessage } from '../../lib/mail/draft'

/** Mail the relay claims per statement. */
export const RELAY_BATCH = 50
/** A claimed mail not settled within this time (a crashed instance) is due again. */
export const RELAY_LEASE_MS = 120_000
/** How often an idle relay looks for retries and for mail another instance wrote. */
export const RELAY_POLL_MS = 5_000
/** After this many failed attempts a mail is given up (kept, with its last error). */
export const RELAY_MAX_ATTEMPTS = 8

/** Wait after the n-th failed attempt: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)
}

/** Whatever actually sends one mail (nodemailer over SMTP in production). */
export type MailTransport = (message: MailMessage & { from: string }) => Promise<void>

export interface MailRelay {
  /** Sends every mail that is due now; answers how many were delivered. */
  drain(): Promise<number>
  /** Starts a drain soon (after a mail was written); never waits for it. */
  wake(): void
  /** Stops polling and waits for the mail being sent. */
  stop(): Promise<void>
}

interface RelayLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

const ms = (value: number) => sql`now() + ${value} * interval '1 millisecond'`

/**
 * Delivers the outbox over a transport, at least once per mail, from any number of API
 * instances: each claims due rows with one UPDATE … FOR UPDATE SKIP LOCKED that also moves
 * their `deliver_after` a lease ahead, sends outside any transaction, then marks them sent or
 * due again after a back-off (decision 098).
 */
export function createMailRelay(
  db: Database,
  transport: MailTransport,
  { log, pollMs = RELAY_POLL_MS }: { log: RelayLog; pollMs?: number },
): MailRelay {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  async function settle(id: string, attempts: number, error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    const givenUp = attempts >= RELAY_MAX_ATTEMPTS
    await db
      .update(mailOutbox)
      .set({
        deliverAfter: givenUp ? null : ms(retryDelayMs(attempts)),
        lastError: message.slice(0, 500),
      })
      .where(eq(mailOutbox.id, id))
    if (givenUp) log.error({ mailId: id, attempts, err: message }, 'mail given up')
    else log.warn({ mailId: id, attempts, err: message }, 'mail delivery failed; will retry')
  }

  async function drainOnce(): Promise<{ claimed: number; delivered: number }> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.deliverAfter, sql`now()`)))
      .orderBy(mailOutbox.deliverAfter)
      .limit(RELAY_BATCH)
      .for('update', { skipLocked: true })
    const claimed = await db
      .update(mailOutbox)
      .set({ deliverAfter: ms(RELAY_LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning()
    const sent: string[] = []
    await Promise.all(
      claimed.map(async (mail) => {
        try {
          await transport({
            from: mail.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(mail.headers ? { headers: mail.headers } : {}),
          })
          sent.push(mail.id)
        } catch (error) {
          await settle(mail.id, mail.attempts, error)
        }
      }),
    )
    if (sent.length) {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, deliverAfter: null, lastError: null })
        .where(inArray(mailOutbox.id, sent))
    }
    return { claimed: claimed.length, delivered: sent.length }
  }

  async function drain(): Promise<number> {
    let delivered = 0
    for (;;) {
      const round = await drainOnce()
      delivered += round.delivered
      if (round.claimed < RELAY_BATCH || stopped) return delivered
    }
  }

  function wake() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await drain()
      } while (again && !stopped)
    })()
      .catch((error: unknown) => log.error({ err: error }, 'mail relay failed; will poll again'))
      .finally(() => {
        running = null
      })
  }

  const timer = setInterval(wake, pollMs)
  timer.unref()

  return {
    drain,
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
