import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../adapters/mail'
import { webinarRegistrations } from '../../db/schema/marketing'
import { createTestApp, type TestContext } from '../../test/app'

const person = {
  firstName: 'Lena',
  lastName: 'Fischer',
  email: 'lena.fischer@hafenkontor-logistik.de',
  consent: true,
}

describe('POST /api/webinars/:id/registrations', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  const register = (id: string, payload: object = person) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/webinars/${id}/registrations`,
      payload,
      headers: { 'accept-language': 'de' },
    })

  it('stores one registration per e-mail and mails a confirmation', async () => {
    expect((await register('vcmi-gold-roadmap')).statusCode).toBe(201)
    expect((await register('vcmi-gold-roadmap')).statusCode).toBe(201)
    const rows = await ctx.database.db.select().from(webinarRegistrations)
    expect(rows).toHaveLength(1)
    const mails = await listOutbox(ctx.database.db, { to: person.email })
    expect(mails[0]!.subject).toBe('Ihre Webinar-Anmeldung bei Kelp')
    expect(mails[0]!.text).toContain('18. Februar 2027')
  })

  it('refuses past or unknown webinars and private addresses', async () => {
    expect((await register('removals-buyers-guide')).statusCode).toBe(409)
    expect((await register('no-such-webinar')).statusCode).toBe(404)
    const free = await register('vcmi-gold-roadmap', { ...person, email: 'lena@outlook.com' })
    expect(free.statusCode).toBe(400)
    expect((await register('vcmi-gold-roadmap', { ...person, consent: false })).statusCode).toBe(
      400,
    )
  })
})
