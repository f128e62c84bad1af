import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  defaultCreditPrices,
  defaultPlannerSettings,
  type PlannerSettings,
} from '@kelp/core/planner'
import { demoLotsSeeder } from '../inventory'
import { projectsSeeder } from '../projects'
import { projects } from '../../db/schema'
import { users } from '../../db/schema/auth'
import { openTestDatabase } from '../../test/database'
import type { DatabaseHandle } from '../../db/client'
import { getPlannerSettings, savePlannerSettings } from './service'

let handle: DatabaseHandle
let userId: string
let otherId: string

beforeAll(async () => {
  handle = await openTestDatabase()
  const rows = await handle.db
    .insert(users)
    .values([{ email: 'planner@kelp-example.com' }, { email: 'other@kelp-example.com' }])
    .returning({ id: users.id })
  userId = rows[0]!.id
  otherId = rows[1]!.id
})
afterAll(() => handle.close())

const mine: PlannerSettings = {
  ...defaultPlannerSettings,
  baselineEmissions: 1200,
  shortTermGoal: { year: 2030, percent: 55 },
}

describe('planner settings service', () => {
  it('answers the defaults before the first save', async () => {
    expect(await getPlannerSettings(handle, { userId })).toEqual({
      settings: defaultPlannerSettings,
      tutorialSeen: false,
      updatedAt: null,
      prices: defaultCreditPrices,
    })
  })

  it('saves, replaces and keeps each user apart', async () => {
    const saved = await savePlannerSettings(handle, { userId, update: { settings: mine } })
    expect(saved.settings).toEqual(mine)
    expect(saved.updatedAt).not.toBeNull()
    await savePlannerSettings(handle, {
      userId,
      update: { settings: { ...mine, approach: 'carbon_fee' }, tutorialSeen: true },
    })
    // A later save without the flag keeps the tutorial as seen.
    await savePlannerSettings(handle, {
      userId,
      update: { settings: { ...mine, targetYear: 2045 } },
    })
    const again = await getPlannerSettings(handle, { userId })
    expect(again.settings.targetYear).toBe(2045)
    expect(again.settings.approach).toBe('tonne_for_tonne')
    expect(again.tutorialSeen).toBe(true)
    expect((await getPlannerSettings(handle, { userId: otherId })).settings).toEqual(
      defaultPlannerSettings,
    )
  })

  it('costs the plan with the mean removal and avoidance prices of the lots on offer', async () => {
    await projectsSeeder.run(handle.db)
    await demoLotsSeeder.run(handle.db)
    const { prices } = await getPlannerSettings(handle, { userId })
    const rows = await handle.db
      .select({ type: projects.type, price: projects.minPriceCents })
      .from(projects)
    const mean = (type: string) => {
      // Projects with nothing on offer have no price and do not count.
      const cents = rows.filter((r) => r.type === type && r.price !== null).map((r) => r.price!)
      return Math.round(cents.reduce((a, b) => a + b, 0) / cents.length)
    }
    expect(prices).toEqual({ removalCents: mean('removal'), avoidanceCents: mean('avoidance') })
    expect(prices.removalCents).toBeGreaterThan(prices.avoidanceCents)
  })
})
