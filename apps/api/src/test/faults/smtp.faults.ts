import { isNull, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/mail'
import { createTestApp, type TestContext } from '../app'
import { freePort, waitFor } from './services'

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

describe('SMTP down: mail waits in the outbox and goes out once the server is back', () => {
  let smtp: LocalSmtp
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
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
  })
  afterAll(async () => {
    await ctx.close()
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
})
