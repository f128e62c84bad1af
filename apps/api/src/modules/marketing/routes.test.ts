import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../adapters/mail'
import { contactRequests } from '../../db/schema/marketing'
import { createTestApp, type TestContext } from '../../test/app'

const valid = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'Anna.Berg@acme-industries.de',
  phone: '+49 30 1234567',
  message: 'We would like to plan our scope 3 reductions.',
  consent: true,
}

describe('POST /api/contact', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  const post = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact', payload, headers })

  it('stores the request, mails sales and confirms to the sender in their language', async () => {
    const res = await post(valid, { 'accept-language': 'de' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'received', id: expect.any(String) })

    const rows = await ctx.database.db.select().from(contactRequests)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'anna.berg@acme-industries.de', locale: 'de' })

    const sales = await listOutbox(ctx.database.db, { to: ctx.app.env.SALES_INBOX })
    expect(sales[0]).toMatchObject({ replyTo: 'anna.berg@acme-industries.de' })
    expect(sales[0]!.text).toContain('scope 3 reductions')
    const confirmation = await listOutbox(ctx.database.db, { to: 'anna.berg@acme-industries.de' })
    expect(confirmation[0]!.subject).toBe('Wir haben Ihre Nachricht erhalten')
  })

  it('rejects free-mail and generic addresses with the product.md messages', async () => {
    const free = await post({ ...valid, email: 'anna@gmail.com' })
    expect(free.statusCode).toBe(400)
    expect(free.json().message).toBe('Please use your company email address.')
    const generic = await post(
      { ...valid, email: 'info@acme-industries.de' },
      { 'accept-language': 'de' },
    )
    expect(generic.json().message).toBe(
      'Bitte vermeiden Sie die Verwendung einer generischen E-Mail-Adresse.',
    )
  })

  it('requires consent, a message and a valid phone number', async () => {
    expect((await post({ ...valid, consent: false })).statusCode).toBe(400)
    expect((await post({ ...valid, message: '  ' })).statusCode).toBe(400)
    const phone = await post({ ...valid, phone: 'call me' })
    expect(phone.statusCode).toBe(400)
    expect(phone.json().message).toBe('Please enter a valid phone number.')
  })
})
