import { isNull, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/mail'
import { createTestApp, type TestContext } from '../app'
import { freePort, StallingProxy, waitFor } from './services'

/** A request that sends mail answers within this even while the server stalls (it never waits for it). */
const REQUEST_WITHIN_MS = 1_000

/** A local SMTP server that keeps what it receives; stopped and started on the same port. */
class LocalSmtp {
  readonly received: string[] = []
  private server: SMTPServer | undefined
  constructor(readonly port: number) {}

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping cuts open connections at once, as a crashed server would.
      closeTimeout: 50,
      onData: (stream, _session, done) => {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
        stream.on('end', () => {
          this.received.push(raw)
          done()
        })
      },
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
  }

  async stop() {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
  }
}

describe('SMTP down or slow: mail waits in the outbox and goes out once the server is back', () => {
  let smtp: LocalSmtp
  let proxy: StallingProxy
  let ctx: TestContext
  const contact = (name: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Lars',
        lastName: name,
        email: `lars.${name.toLowerCase()}@fault-mail.de`,
        phone: '+49 40 555000',
        message: 'Please call me.',
        consent: true,
      },
      remoteAddress: `10.7.0.${name.length}`,
    })
  const unsent = async () =>
    (await ctx.database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length
  const deliveredTo = (address: string) =>
    smtp.received.filter((raw) => new RegExp(`^To: ${address}`, 'm').test(raw)).length

  beforeAll(async () => {
    smtp = new LocalSmtp(await freePort())
    await smtp.start()
    proxy = await StallingProxy.start(smtp.port)
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}` })
  })
  afterAll(async () => {
    await ctx.close()
    await proxy.close()
    await smtp.stop().catch(() => undefined)
  })

  it('keeps every mail while the server is stopped and delivers each exactly once afterwards', async () => {
    expect((await contact('Before')).statusCode).toBe(201)
    await waitFor('the first mails', async () => (await unsent()) === 0)

    await smtp.stop()
    const during = await contact('During')
    expect(during.statusCode).toBe(201)
    await waitFor('a failed attempt', async () => {
      const rows = await ctx.database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))
      return rows.length > 0 && rows.every((row) => row.lastError !== null)
    })

    await smtp.start()
    // The back-off is half a minute; let it be over instead of waiting for it.
    await ctx.database.db
      .update(mailOutbox)
      .set({ deliverAfter: sql`now()` })
      .where(isNull(mailOutbox.sentAt))
    await waitFor('the outbox to drain', async () => (await unsent()) === 0, 30_000)

    expect(deliveredTo('lars.before@fault-mail.de')).toBe(1)
    expect(deliveredTo('lars.during@fault-mail.de')).toBe(1)
  })
  it('answers requests at once while the server stalls; the mail waits in the outbox', async () => {
    proxy.hold()
    const started = performance.now()
    expect((await contact('Stalled')).statusCode).toBe(201)
    expect(performance.now() - started).toBeLessThan(REQUEST_WITHIN_MS)
    // The relay has picked a mail up and waits for the server's greeting; the next mail waits
    // behind it. Neither is lost: both stay in the outbox until sent.
    await waitFor('the relay to try', async () => {
      const rows = await ctx.database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))
      return rows.some((row) => row.attempts > 0)
    })
    expect(await unsent()).toBe(2)
    expect(deliveredTo('lars.stalled@fault-mail.de')).toBe(0)
    const another = performance.now()
    expect((await contact('Waiting')).statusCode).toBe(201)
    expect(performance.now() - another).toBeLessThan(REQUEST_WITHIN_MS)
  })
})
