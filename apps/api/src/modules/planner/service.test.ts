import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  defaultCreditPrices,
  defaultPlannerSettings,
  type PlannerSettings,
} from '@kelp/core/planner'
import { projects, projectVintages } from '../../db/schema/projects'
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
      prices: { ...defaultCreditPrices, sources: { removal: 'estimate', avoidance: 'estimate' } },
      supply: { removal: [], avoidance: [] },
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

  it('costs the plan with what is on sale: stock weighted, forward lots by delivery year', async () => {
    await addProject('removal', 'issued', [{ year: 2023, tonnes: 10, cents: 11_500 }])
    await addProject('removal', 'forward', [{ year: 2027, tonnes: 30, cents: 64_300 }])
    // Sold out, listed for information, or mixed: none of them is on sale for the plan.
    await addProject('avoidance', 'issued', [{ year: 2022, tonnes: 0, cents: 500 }])
    await addProject('avoidance', 'information', [{ year: 2022, tonnes: 9, cents: 400 }])
    await addProject('removal-avoidance', 'issued', [{ year: 2022, tonnes: 9, cents: 300 }])
    const { prices, supply } = await getPlannerSettings(handle, { userId })
    expect(supply).toEqual({
      removal: [
        { deliveryYear: 2028, tonnes: 30, valueCents: 30 * 64_300 },
        { deliveryYear: null, tonnes: 10, valueCents: 10 * 11_500 },
      ],
      avoidance: [],
    })
    expect(prices).toEqual({
      removalCents: Math.round((10 * 11_500 + 30 * 64_300) / 40),
      avoidanceCents: defaultCreditPrices.avoidanceCents,
      sources: { removal: 'on_sale', avoidance: 'estimate' },
    })
  })
})

async function addProject(
  type: string,
  availability: 'issued' | 'forward' | 'information',
  vintages: { year: number; tonnes: number; cents: number }[],
) {
  const slug = `plan-${type}-${availability}-${vintages[0]!.year}-${vintages[0]!.tonnes}`
  const [project] = await handle.db
    .insert(projects)
    .values({
      slug,
      source: 'test',
      sourceId: slug,
      name: slug,
      developer: 'Test developer',
      countryCode: 'KE',
      locationLabel: 'Kwale, Kenya',
      lat: -4.2,
      lon: 39.5,
      method: 'mangrove',
      type,
      registryKey: 'verra',
      standard: 'VCS',
      registryId: slug,
      sources: [{ name: 'Test data', url: 'https://example.org/test-data' }],
      availability,
      status: 'validated',
      permanenceYears: 40,
      sdgs: [13],
      score: 80,
      minPriceCents: Math.min(...vintages.map((v) => v.cents)),
      creditsAvailable: vintages.reduce((sum, v) => sum + v.tonnes, 0),
    })
    .returning()
  await handle.db.insert(projectVintages).values(
    vintages.map((v) => ({
      projectId: project!.id,
      year: v.year,
      status: availability === 'forward' ? ('forward' as const) : ('issued' as const),
      expectedDeliveryYear: availability === 'forward' ? v.year + 1 : null,
      creditsAvailable: v.tonnes,
      priceCents: v.cents,
    })),
  )
}
