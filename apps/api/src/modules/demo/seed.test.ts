import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAIL } from '@kelp/core/auth'
import { createTestApp, type TestContext } from '../../test/app'
import { FIXED_YEAR, useFixedClock } from '../../test/clock'
import { authSeeder } from '../auth'
import { findUserByEmail } from '../auth'
import { createSession } from '../auth'
import { demoLotsSeeder } from '../inventory'
import { projectsSeeder } from '../projects'
import { portfolioSeeder } from './seed'
import { caller, storageEnv } from '../../test/fixtures'

useFixedClock()

let ctx: TestContext
let token: string

beforeAll(async () => {
  const storage = storageEnv()
  // The seeder reads the process environment, as `npm start` does.
  process.env.STORAGE_DIR = storage.STORAGE_DIR
  ctx = await createTestApp(storage)
  const { db } = ctx.database
  await authSeeder.run(db)
  await projectsSeeder.run(db)
  await demoLotsSeeder.run(db)
  await portfolioSeeder.run(db)
  await portfolioSeeder.run(db)
  const user = await findUserByEmail(db, DEMO_EMAIL)
  token = await createSession(ctx.app.deps, { userId: user!.id })
}, 120_000)
afterAll(async () => {
  delete process.env.STORAGE_DIR
  await ctx.close()
})

describe('portfolio seeder', () => {
  it('gives the demo company two years of purchases, retirements and an open offer, once', async () => {
    const call = caller(ctx.app)
    expect(await portfolioSeeder.isSeeded(ctx.database.db)).toBe(true)
    const year = FIXED_YEAR
    const all = (await call('GET', '/api/portfolio-manager', token)).json()
    expect(all.years).toEqual([year, year - 1])
    expect(all.totals).toMatchObject({
      offsetsPurchasedTonnes: 1040,
      projectsCount: 5,
      retiredTonnes: 560,
      retirementsCount: 5,
      heldTonnes: 480,
    })
    expect(all.openOffer).toMatchObject({ status: 'open', feeCents: 12_000 })
    // Issued credits only: biochar, enhanced weathering and ocean alkalinity removals.
    expect(all.charts.byCategory).toHaveLength(3)
    const certs = (await call('GET', '/api/portfolio/retirement-certificates', token)).json()
    expect(certs.total).toBe(5)
    // Demo retirements await the registry like any other, and say they are demo data.
    for (const r of certs.items) {
      expect(r).toMatchObject({ status: 'requested', serialStart: null, demo: true })
    }
    for (const path of ['regulatory-reports', 'admin-documentation', 'marketing-materials']) {
      const list = (await call('GET', `/api/portfolio/${path}?perPage=100`, token)).json()
      expect(list.total, path).toBeGreaterThanOrEqual(2)
    }
  })
  it("titles invoices and documents in the reader's language", async () => {
    const titles = async (path: string, language: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/portfolio/${path}?perPage=100`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      })
      return (res.json() as { items: { title: string }[] }).items.map((d) => d.title)
    }
    const adminEn = await titles('admin-documentation', 'en')
    const adminDe = await titles('admin-documentation', 'de')
    expect(adminEn.some((t) => /^Invoice INV-/.test(t))).toBe(true)
    expect(adminDe.some((t) => /^Rechnung INV-/.test(t))).toBe(true)
    expect(adminDe.join(' ')).not.toMatch(/Invoice|Framework agreement/)
    expect((await titles('regulatory-reports', 'de')).join(' ')).not.toMatch(/climate disclosure/)
    expect(await titles('regulatory-reports', 'en')).toContainEqual(
      expect.stringMatching(/^CSRD E1 climate disclosure/),
    )
  })
})
