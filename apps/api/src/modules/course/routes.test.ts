import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../adapters/mail'
import { courseEnrolments } from '../../db/schema/course'
import { createTestApp, type TestContext } from '../../test/app'
import { unsubscribeToken } from './token'
import { tamper } from '../../test/tamper'

const person = { firstName: 'Jonas', email: 'jonas.weber@nordlicht-maschinenbau.de', consent: true }

describe('POST /api/course/enrolments and /api/course/unsubscribe', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  const enrol = (payload: object, locale = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/course/enrolments',
      payload,
      headers: { 'accept-language': locale },
    })
  const unsubscribe = (token: string, locale = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/course/unsubscribe',
      payload: { token },
      headers: { 'accept-language': locale },
    })
  /** The lesson jobs pg-boss keeps in its own PostgreSQL schema for one enrolment. */
  const jobs = async (enrolmentId: string) => {
    const result = await ctx.database.db.execute(
      sql`select data->>'lesson' as lesson, start_after from pgboss.job
          where name = 'course-lesson' and data->>'enrolmentId' = ${enrolmentId}
          order by (data->>'lesson')::int`,
    )
    return (result as unknown as { rows: { lesson: string; start_after: string | Date }[] }).rows
  }

  it('validates the form with messages in the request language', async () => {
    const free = await enrol({ ...person, email: 'jonas@gmail.com' }, 'de')
    expect(free.statusCode).toBe(400)
    expect(free.json().message).toBe('Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.')
    const freeEn = await enrol({ ...person, email: 'jonas@gmail.com' })
    expect(freeEn.json().message).toBe('Please use your company email address.')
    expect((await enrol({ ...person, consent: false })).statusCode).toBe(400)
    expect((await enrol({ ...person, firstName: ' ' })).statusCode).toBe(400)
    expect((await enrol({ email: person.email, consent: true })).statusCode).toBe(400)
  })

  it('enrols once, mails the welcome and queues five lessons one interval apart', async () => {
    const res = await enrol(person, 'de')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ status: 'enrolled' })
    const again = await enrol({ ...person, email: person.email.toUpperCase() }, 'de')
    expect(again.json()).toEqual({ status: 'already_enrolled' })

    const rows = await ctx.database.db.select().from(courseEnrolments)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'active', locale: 'de', round: 1 })
    const mails = await listOutbox(ctx.database.db, { to: person.email })
    expect(mails.map((m) => m.subject)).toEqual(['Willkommen zum E-Mail-Kurs von Kelp'])
    expect(mails[0]!.text).toContain('/de/course/unsubscribe?token=')

    const queued = await jobs(rows[0]!.id)
    expect(queued.map((j) => j.lesson)).toEqual(['1', '2', '3', '4', '5'])
    const gap =
      new Date(queued[1]!.start_after).getTime() - new Date(queued[0]!.start_after).getTime()
    expect(gap).toBe(24 * 3_600_000)
  })

  it('refuses malformed (400), forged (403) and unknown (404) unsubscribe tokens', async () => {
    const [row] = await ctx.database.db.select().from(courseEnrolments)
    const genuine = unsubscribeToken(ctx.app.env.APP_SECRET, row!.id)
    expect((await unsubscribe('not-a-token')).statusCode).toBe(400)
    const forged = unsubscribeToken('another-secret-another-secret-another', row!.id)
    const res = await unsubscribe(forged, 'de')
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Dieser Abmeldelink ist ungültig.')
    const tampered = `${tamper(row!.id)}${genuine.slice(row!.id.length)}`
    expect((await unsubscribe(tampered)).statusCode).toBe(403)
    const stranger = unsubscribeToken(
      ctx.app.env.APP_SECRET,
      '00000000-0000-4000-8000-000000000000',
    )
    expect((await unsubscribe(stranger)).statusCode).toBe(404)
  })

  it('unsubscribes with the genuine token and resumes on a new sign-up', async () => {
    const [row] = await ctx.database.db.select().from(courseEnrolments)
    const res = await unsubscribe(unsubscribeToken(ctx.app.env.APP_SECRET, row!.id))
    expect(res.statusCode).toBe(200)
    const [after] = await ctx.database.db
      .select()
      .from(courseEnrolments)
      .where(eq(courseEnrolments.id, row!.id))
    expect(after).toMatchObject({ status: 'unsubscribed' })
    expect((await enrol(person)).json()).toEqual({ status: 'resumed' })
    const [resumed] = await ctx.database.db.select().from(courseEnrolments)
    expect(resumed).toMatchObject({ status: 'active', round: 2, locale: 'en' })
  })

  it('unsubscribes in one click from the List-Unsubscribe header (RFC 8058 form post)', async () => {
    const [mail] = await listOutbox(ctx.database.db, { to: person.email, limit: 1 })
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    const target = /^<(https?:\/\/[^>]+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!
    const url = new URL(target)
    expect(url.pathname).toBe('/api/course/unsubscribe/one-click')
    const oneClick = (path: string) =>
      ctx.app.inject({
        method: 'POST',
        url: path,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    const forged = unsubscribeToken(
      'another-secret-another-secret-another',
      url.searchParams.get('token')!.split('.')[0]!,
    )
    expect((await oneClick(`${url.pathname}?token=${forged}`)).statusCode).toBe(403)
    const res = await oneClick(`${url.pathname}${url.search}`)
    expect(res.statusCode).toBe(200)
    const [after] = await ctx.database.db.select().from(courseEnrolments)
    expect(after).toMatchObject({ status: 'unsubscribed' })
  })
})
