import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../config/env'
import { createTestApp, type TestContext } from '../../test/app'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { mailOutbox } from '../../db/schema/mail'
import { createElement } from 'react'
import { A, P, type MailDraft } from '../../lib/mail'
import { createOutboxMailer } from './outbox'
import { createMailRelay, RELAY_BATCH, RELAY_MAX_ATTEMPTS, retryDelayMs } from './relay'

const VERIFY = 'https://kelp.test/verify?token=abc'
const message: MailDraft = {
  to: 'anna.berg@acme-industries.de',
  subject: 'Hello from Kelp',
  locale: 'en',
  body: createElement(
    P,
    null,
    'Mail body ',
    createElement(A, { href: VERIFY, children: 'verify' }),
  ),
  replyTo: 'sales@kelp.earth',
}
const SENDER = { from: 'Kelp <no-reply@kelp.test>', webOrigin: 'https://kelp.test' }

interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on a free port; `refuse` makes it answer 451 (try later) to each mail. */
async function smtpServer() {
  const received: Received[] = []
  const state = { refuse: false }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }))
          return
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

const rowsTo = (ctx: TestContext, to: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))

describe('SMTP mail adapter (outbox + relay)', () => {
  it('delivers text and HTML through a real SMTP server, recorded as sent', async () => {
    const smtp = await smtpServer()
    const ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kelp <no-reply@kelp.test>' })
    try {
      expect(ctx.app.deps.mailer.kind).toBe('smtp')
      const oneClick = 'https://kelp.test/api/course/unsubscribe/one-click?token=t1'
      await ctx.app.deps.mailer.send({
        ...message,
        unsubscribe: { reason: 'You signed up.', page: 'https://kelp.test/u?token=t1', oneClick },
      })
      await until(async () => (await rowsTo(ctx, message.to))[0]?.sentAt != null)

      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]!.from).toBe('no-reply@kelp.test')
      expect(smtp.received[0]!.to).toEqual([message.to])
      expect(smtp.received[0]!.raw).toContain('Subject: Hello from Kelp')
      expect(smtp.received[0]!.raw).toContain('Reply-To: sales@kelp.earth')
      expect(smtp.received[0]!.raw).toContain('text/plain')
      expect(smtp.received[0]!.raw).toContain('text/html')
      // Long headers are folded onto continuation lines.
      const unfolded = smtp.received[0]!.raw.replace(/\r\n[ \t]+/g, ' ')
      expect(unfolded).toContain(`List-Unsubscribe: <${oneClick}>`)
      expect(smtp.received[0]!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      const [row] = await rowsTo(ctx, message.to)
      expect(row).toMatchObject({ attempts: 1, deliverAfter: null, lastError: null })
    } finally {
      await ctx.close()
      await smtp.close()
    }
  })

  it('answers the request while the mail server refuses, and keeps the mail for a retry', async () => {
    const smtp = await smtpServer()
    smtp.state.refuse = true
    const ctx = await createTestApp({ SMTP_URL: smtp.url })
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          firstName: 'Anna',
          lastName: 'Berg',
          email: 'anna.berg@acme-industries.de',
          phone: '+49 30 1234567',
          message: 'We would like to plan our scope 3 reductions.',
          consent: true,
        },
      })
      expect(res.statusCode).toBe(201)
      await until(
        async () => (await rowsTo(ctx, 'anna.berg@acme-industries.de'))[0]?.attempts === 1,
      )
      await until(
        async () => (await rowsTo(ctx, 'anna.berg@acme-industries.de'))[0]?.lastError != null,
      )
      const [row] = await rowsTo(ctx, 'anna.berg@acme-industries.de')
      expect(row!.sentAt).toBeNull()
      expect(row!.lastError).toMatch(/451|try later/)
      expect(row!.deliverAfter!.getTime()).toBeGreaterThan(Date.now() + 20_000)
      expect(smtp.received).toHaveLength(0)
    } finally {
      await ctx.close()
      await smtp.close()
    }
  })
})

describe('mail relay', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())
  const log = { warn: () => {}, error: () => {} }
  const db = () => ctx.database.db
  const makeDue = (to: string) =>
    db()
      .update(mailOutbox)
      .set({ deliverAfter: sql`now()` })
      .where(eq(mailOutbox.to, to))

  /** Writes mail the way the SMTP adapter does, without starting its relay. */
  async function queue(to: string[]) {
    const writer = createOutboxMailer(db(), SENDER, {
      wake: () => {},
      drain: async () => 0,
      stop: async () => {},
    })
    await Promise.all(to.map((address) => writer.send({ ...message, to: address })))
  }

  it("stores mail in the caller's transaction and wakes the relay only after the commit", async () => {
    let wakes = 0
    const writer = createOutboxMailer(db(), SENDER, {
      wake: () => (wakes += 1),
      drain: async () => 0,
      stop: async () => {},
    })
    await expect(
      db().transaction(async (tx) => {
        await writer.sendInTransaction(tx, { ...message, to: 'rolled-back@example.org' })
        throw new Error('order refused')
      }),
    ).rejects.toThrow('order refused')
    expect(await rowsTo(ctx, 'rolled-back@example.org')).toHaveLength(0)
    const deliver = await db().transaction((tx) =>
      writer.sendInTransaction(tx, { ...message, to: 'committed@example.org' }),
    )
    expect(wakes).toBe(0)
    const [row] = await rowsTo(ctx, 'committed@example.org')
    expect(row!.deliverAfter).toBeInstanceOf(Date)
    deliver()
    expect(wakes).toBe(1)
    // Not for the relays of the tests below.
    await db().delete(mailOutbox).where(eq(mailOutbox.to, 'committed@example.org'))
  })

  it('retries a failed mail after its back-off and then marks it sent', async () => {
    await queue(['retry@example.org'])
    let calls = 0
    const relay = createMailRelay(
      db(),
      async () => {
        calls += 1
        if (calls === 1) throw new Error('connection refused')
      },
      { log },
    )
    expect(await relay.drain()).toBe(0)
    let [row] = await rowsTo(ctx, 'retry@example.org')
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'connection refused' })
    // Not due again before its back-off.
    expect(await relay.drain()).toBe(0)
    expect(calls).toBe(1)
    await makeDue('retry@example.org')
    expect(await relay.drain()).toBe(1)
    ;[row] = await rowsTo(ctx, 'retry@example.org')
    expect(row).toMatchObject({ attempts: 2, deliverAfter: null, lastError: null })
    expect(row!.sentAt).toBeInstanceOf(Date)
    await relay.stop()
  })

  it('gives a mail up after the last attempt and keeps its error', async () => {
    await queue(['bounce@example.org'])
    const relay = createMailRelay(db(), async () => Promise.reject(new Error('550 no such user')), {
      log,
    })
    for (let i = 0; i < RELAY_MAX_ATTEMPTS; i++) {
      await makeDue('bounce@example.org')
      await relay.drain()
    }
    const [row] = await rowsTo(ctx, 'bounce@example.org')
    expect(row).toMatchObject({
      attempts: RELAY_MAX_ATTEMPTS,
      sentAt: null,
      deliverAfter: null,
      lastError: '550 no such user',
    })
    await relay.stop()
  })

  it('delivers each mail exactly once when several relays drain together', async () => {
    const addresses = Array.from({ length: RELAY_BATCH * 2 + 7 }, (_, i) => `many-${i}@example.org`)
    await queue(addresses)
    const delivered: string[] = []
    const transport = async (mail: { to: string }) => {
      await new Promise((r) => setTimeout(r, 1))
      delivered.push(mail.to)
    }
    const relays = [1, 2, 3].map(() => createMailRelay(db(), transport, { log }))
    const counts = await Promise.all(relays.map((relay) => relay.drain()))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(addresses.length)
    expect([...delivered].sort()).toEqual([...addresses].sort())
    await Promise.all(relays.map((relay) => relay.stop()))
  })

  it('never sends mail kept for the dev mailbox', async () => {
    await createOutboxMailer(db(), SENDER).send({
      ...message,
      to: 'kept@example.org',
    })
    const sent: string[] = []
    const relay = createMailRelay(db(), async (mail) => void sent.push(mail.to), { log })
    await relay.drain()
    expect(sent).not.toContain('kept@example.org')
    const [row] = await rowsTo(ctx, 'kept@example.org')
    expect(row).toMatchObject({ deliverAfter: null, sentAt: null, attempts: 0 })
    await relay.stop()
  })

  it('backs off from 30 s, doubling, to at most an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000)
    expect(retryDelayMs(2)).toBe(60_000)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (n) => {
        expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n))
        expect(retryDelayMs(n)).toBeLessThanOrEqual(3_600_000)
      }),
    )
  })
})

describe('outbox mail adapter and the dev mailbox', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('stores mail and lists it newest first', async () => {
    expect(ctx.app.deps.mailer.kind).toBe('outbox')
    await ctx.app.deps.mailer.send({ ...message, subject: 'first' })
    await new Promise((r) => setTimeout(r, 5))
    await ctx.app.deps.mailer.send({ ...message, to: 'other@example.org', subject: 'second' })
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail' })
    expect(res.statusCode).toBe(200)
    const { mails } = res.json()
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first'])
    expect(mails[1]).toMatchObject({ to: message.to, replyTo: message.replyTo })
    expect(mails[1].text).toContain(`Mail body verify ${VERIFY}`)
    expect(mails[1].html).toContain(`href="${VERIFY}"`)

    const filtered = await ctx.app.inject({ url: '/api/dev/mail?to=OTHER@example.org' })
    expect(filtered.json().mails).toHaveLength(1)
  })

  it('stores every mail sent at the same moment, each as it was sent', async () => {
    const sent = Array.from({ length: 7 }, (_, i) => ({
      ...message,
      to: `batch-${i}@example.org`,
      subject: `batch ${i}`,
      ...(i % 2 ? { replyTo: undefined } : {}),
    }))
    await Promise.all(sent.map((mail) => ctx.app.deps.mailer.send(mail)))
    const res = await ctx.app.inject({ url: '/api/dev/mail?to=batch-3@example.org' })
    expect(res.json().mails).toHaveLength(1)
    const all = (await ctx.app.inject({ url: '/api/dev/mail' })).json().mails as {
      to: string
      subject: string
      replyTo: string | null
    }[]
    for (const [i, mail] of sent.entries()) {
      expect(all.find((m) => m.to === mail.to)).toMatchObject({
        subject: `batch ${i}`,
        replyTo: i % 2 ? null : message.replyTo,
      })
    }
  })

  it('hides the mailbox when DEV_MAILBOX is off', async () => {
    const prod = await createTestApp({ DEV_MAILBOX: 'false' })
    const res = await prod.app.inject({ method: 'GET', url: '/api/dev/mail' })
    expect(res.statusCode).toBe(404)
    await prod.close()
  })
})

describe('mail configuration', () => {
  it('opens the dev mailbox by default outside production only', () => {
    expect(loadEnv({}).DEV_MAILBOX).toBe(true)
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      EMBEDDED_DATABASE: 'true',
      PAYMENTS_SANDBOX: 'true',
    }
    expect(loadEnv({ ...production, SMTP_URL: 'smtp://mail:25' }).DEV_MAILBOX).toBe(false)
    expect(loadEnv({ ...production, DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true)
    // Production without SMTP keeps mail in the outbox only when that is chosen on purpose.
    expect(() => loadEnv(production)).toThrow(/SMTP_URL.*DEV_MAILBOX=true/)
    expect(loadEnv({}).SALES_INBOX).toBe('sales@kelp.earth')
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/)
  })
})
