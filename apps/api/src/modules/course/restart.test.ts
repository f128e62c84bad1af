import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOutbox } from '../../adapters/mail'
import { buildApp } from '../../app'
import type { DatabaseHandle } from '../../db/client'
import { testEnv } from '../../test/app'
import { openTestDatabase } from '../../test/database'

describe('course jobs survive a restart of the API', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it('mails lessons queued by a process that has stopped', async () => {
    const email = 'felix.brandt@spreewerk-energie.de'
    // First process: no worker, as if it stopped right after the sign-up.
    const first = await buildApp({ env: testEnv(), database })
    const res = await first.inject({
      method: 'POST',
      url: '/api/course/enrolments',
      payload: { firstName: 'Felix', email, consent: true },
    })
    expect(res.statusCode).toBe(201)
    await first.close()
    expect(await listOutbox(database.db, { to: email })).toHaveLength(1)

    // Second process on the same database: its worker finds the job and mails lesson 1.
    const second = await buildApp({
      env: testEnv({ COURSE_WORKER: 'true', COURSE_POLL_SECONDS: '0.5' }),
      database,
    })
    try {
      const end = Date.now() + 10_000
      while ((await listOutbox(database.db, { to: email })).length < 2 && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const [latest] = await listOutbox(database.db, { to: email, limit: 1 })
      expect(latest!.subject).toBe('Lesson 1 of 5: measure scopes 1, 2 and 3')
    } finally {
      await second.close()
    }
  })
})
