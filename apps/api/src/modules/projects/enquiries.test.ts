import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../adapters/mail'
import { createTestApp, type TestContext } from '../../test/app'
import { catalogue } from './catalogue'
import { projectsSeeder } from './seed'

let ctx: TestContext
let projectId: string
beforeAll(async () => {
  ctx = await createTestApp()
  await projectsSeeder.run(ctx.database.db)
  const res = await ctx.app.inject({ method: 'GET', url: `/api/projects/${catalogue[0]!.slug}` })
  projectId = res.json().id
})
afterAll(() => ctx.close())

const valid = {
  email: 'jana.schmidt@acme-industries.de',
  firstName: 'Jana',
  lastName: 'Schmidt',
  phone: '+49 30 1234567',
  needs: '5,000 t of removals for 2026',
}

const send = (body: object, id = projectId, locale = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${id}/enquiries`,
    headers: { 'accept-language': locale },
    payload: body,
  })

describe('POST /api/projects/:id/enquiries', () => {
  it('stores the enquiry, mails sales and confirms to the sender in their language', async () => {
    const res = await send(valid, projectId, 'de')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'received' })
    const toSender = await listOutbox(ctx.database.db, { to: valid.email })
    expect(toSender[0]?.subject).toContain('Ihre Anfrage')
    const toSales = await listOutbox(ctx.database.db, { to: ctx.app.env.SALES_INBOX })
    expect(toSales[0]?.text).toContain('jana.schmidt@acme-industries.de')
  })

  it('accepts an enquiry without needs', async () => {
    const { needs: _needs, ...rest } = valid
    expect((await send(rest)).statusCode).toBe(201)
  })

  it.each(['email', 'firstName', 'lastName', 'phone'])('requires %s', async (field) => {
    const res = await send({ ...valid, [field]: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(field)
  })

  it.each([
    ['jana@gmail.com', 'Please use your company email address.'],
    ['info@acme-industries.de', 'Please avoid using generic email address.'],
    ['not-an-email', 'Please enter a valid email address.'],
  ])('applies the business e-mail rules to %s', async (email, message) => {
    const res = await send({ ...valid, email })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('answers the e-mail rules in German', async () => {
    const res = await send({ ...valid, email: 'jana@gmail.com' }, projectId, 'de')
    expect(res.json().message).toBe('Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.')
  })

  it('rejects a bad phone number, a bad id and an unknown project', async () => {
    expect((await send({ ...valid, phone: 'call me' })).statusCode).toBe(400)
    expect((await send(valid, 'not-a-uuid')).statusCode).toBe(400)
    const unknown = await send(valid, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
  })
})
