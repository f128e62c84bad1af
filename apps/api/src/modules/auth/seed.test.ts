import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAIL } from '@kelp/core/auth'
import { createTestApp, type TestContext } from '../../test/app'
import { findMembership, findUserByEmail } from './repository'
import { authSeeder } from './seed'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

describe('auth seeder', () => {
  it('seeds the demo admin once, idempotently', async () => {
    const { db } = ctx.database
    expect(await authSeeder.isSeeded(db)).toBe(false)
    await authSeeder.run(db)
    await authSeeder.run(db)
    expect(await authSeeder.isSeeded(db)).toBe(true)
    const user = await findUserByEmail(db, DEMO_EMAIL)
    const member = await findMembership(db, user!.id)
    expect(member).toMatchObject({
      company: { domain: 'kelp-demo.com' },
      membership: { role: 'admin', portfolioAccess: true },
    })
  })
})
