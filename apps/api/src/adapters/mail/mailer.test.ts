import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../config/env'
import { createTestApp, testEnv, type TestContext } from '../../test/app'
import { createMailer } from '.'

const message = {
  to: 'anna.berg@acme-industries.de',
  subject: 'Hello from Kelp',
  text: 'Plain body https://kelp.test/verify?token=abc',
  html: '<p>HTML body <a href="https://kelp.test/verify?token=abc">verify</a></p>',
  replyTo: 'sales@kelp.earth',
}

describe('SMTP mail adapter', () => {
  it('delivers text and HTML through a real SMTP server', async () => {
    const received: { from: string; to: string[]; raw: string }[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
        stream.on('end', () => {
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
    const env = testEnv({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Kelp <no-reply@kelp.test>',
    })
    const mailer = createMailer(env, undefined as never)
    expect(mailer.kind).toBe('smtp')
    await mailer.send(message)
    await new Promise<void>((resolve) => server.close(() => resolve()))

    expect(received).toHaveLength(1)
    expect(received[0]!.from).toBe('no-reply@kelp.test')
    expect(received[0]!.to).toEqual([message.to])
    expect(received[0]!.raw).toContain('Subject: Hello from Kelp')
    expect(received[0]!.raw).toContain('Reply-To: sales@kelp.earth')
    expect(received[0]!.raw).toContain('text/plain')
    expect(received[0]!.raw).toContain('text/html')
  })
})

describe('outbox mail adapter and the dev mailbox', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('stores mail and lists it newest first', async () => {
    expect(ctx.app.mailer.kind).toBe('outbox')
    await ctx.app.mailer.send({ ...message, subject: 'first' })
    await new Promise((r) => setTimeout(r, 5))
    await ctx.app.mailer.send({ ...message, to: 'other@example.org', subject: 'second' })
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail' })
    expect(res.statusCode).toBe(200)
    const { mails } = res.json()
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first'])
    expect(mails[1]).toMatchObject({ to: message.to, html: message.html, text: message.text })

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
    await Promise.all(sent.map((mail) => ctx.app.mailer.send(mail)))
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
    const secret = 'x'.repeat(32)
    expect(loadEnv({ NODE_ENV: 'production', APP_SECRET: secret }).DEV_MAILBOX).toBe(false)
    expect(
      loadEnv({ NODE_ENV: 'production', APP_SECRET: secret, DEV_MAILBOX: 'true' }).DEV_MAILBOX,
    ).toBe(true)
    expect(loadEnv({}).SALES_INBOX).toBe('sales@kelp.earth')
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/)
  })
})
