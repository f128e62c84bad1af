import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../adapters/mail'
import { courseEnrolments } from '../../db/schema/course'
import { createTestApp, type TestContext } from '../../test/app'
import { unsubscribeToken } from './token'

const person = { firstName: 'Mara', email: 'mara.koch@elbufer-textil.de', consent: true }

/** Waits until `check` holds, polling; the queue worker polls every 0.5 s here. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('condition not reached in time')
}

describe('course lessons mailed by the pg-boss worker', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp({ COURSE_WORKER: 'true', COURSE_POLL_SECONDS: '0.5' })
  })
  afterAll(() => ctx.close())

  const subjects = async () =>
    (await listOutbox(ctx.database.db, { to: person.email })).map((m) => m.subject).reverse()
  /** The manual clock: makes one queued lesson due now instead of days from now. */
  const fastForward = (lesson: number) =>
    ctx.database.db.execute(
      sql`update pgboss.job set start_after = now()
          where name = 'course-lesson' and state = 'created' and data->>'lesson' = ${String(lesson)}`,
    )

  it('mails lesson 1 at once and each later lesson only when it is due', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/course/enrolments',
      payload: person,
      headers: { 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(201)
    await eventually(async () => (await subjects()).length === 2)
    expect(await subjects()).toEqual([
      'Welcome to the Kelp e-mail course',
      'Lesson 1 of 5: measure scopes 1, 2 and 3',
    ])
    // Lesson 2 is a day away: a few polls later it still has not been mailed.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await subjects()).toHaveLength(2)

    await fastForward(2)
    await eventually(async () => (await subjects()).length === 3)
    const [lesson2] = await listOutbox(ctx.database.db, { to: person.email, limit: 1 })
    expect(lesson2!.subject).toBe('Lesson 2 of 5: reduction first, with science-based targets')
    expect(lesson2!.text).toContain('4.2 %')
    expect(lesson2!.text).toContain('/course/unsubscribe?token=')
  })

  it('mails nothing more after unsubscribing, even when the next lessons fall due', async () => {
    const [row] = await ctx.database.db.select().from(courseEnrolments)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/course/unsubscribe',
      payload: { token: unsubscribeToken(ctx.app.env.APP_SECRET, row!.id) },
    })
    expect(res.statusCode).toBe(200)
    await fastForward(3)
    await fastForward(4)
    const done = () =>
      ctx.database.db.execute(
        sql`select count(*)::int as n from pgboss.job
            where name = 'course-lesson' and state = 'completed' and data->>'lesson' in ('3', '4')`,
      )
    const count = async () => ((await done()) as unknown as { rows: { n: number }[] }).rows[0]!.n
    await eventually(async () => (await count()) === 2)
    expect(await subjects()).toHaveLength(3)
  })

  it('resumes with the remaining lessons only, never mailing a lesson twice', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/course/enrolments',
      payload: person,
    })
    expect(res.json()).toEqual({ status: 'resumed' })
    // Welcome back, then lesson 3 (the first one not mailed yet) at once.
    await eventually(async () => (await subjects()).length === 5)
    const list = await subjects()
    expect(list.slice(3)).toEqual([
      'Welcome to the Kelp e-mail course',
      'Lesson 3 of 5: what makes a carbon credit high quality',
    ])
    expect(list.filter((s) => s.startsWith('Lesson 1 '))).toHaveLength(1)
  })
})
