import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultPlannerSettings } from '@kelp/core/planner'
import { SANDBOX_TONNES_PER_VINTAGE } from '@kelp/core/v1'
import { projects } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { createKey } from '../api-keys/testing'
import { savePlannerSettings } from '../planner'
import { insertProject, memberToken, storageEnv } from '../../test/fixtures'
import { keyCaller } from './testing'

let ctx: TestContext
let call: ReturnType<typeof keyCaller>
let live: string
let test: string
let admin: Awaited<ReturnType<typeof memberToken>>
let removal: Awaited<ReturnType<typeof insertProject>>
let avoidance: Awaited<ReturnType<typeof insertProject>>

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = keyCaller(ctx.app)
  admin = await memberToken(ctx.app, 'ada.admin@v1-catalogue.com')
  live = (await createKey(ctx.app, admin.token, 'live', ['catalogue:read'])).secret
  test = (await createKey(ctx.app, admin.token, 'test', ['catalogue:read'])).secret
  removal = await insertProject(ctx.app, { credits: 40, priceCents: 10_000 })
  avoidance = await insertProject(ctx.app, { credits: 500, priceCents: 1_000 })
  await ctx.database.db
    .update(projects)
    .set({ type: 'avoidance' })
    .where(eq(projects.id, avoidance.projectId))
})
afterAll(() => ctx.close())

describe('v1 catalogue', () => {
  it('lists projects with per-vintage issued availability and price from live stock', async () => {
    const res = await call('GET', '/projects?limit=100', live)
    expect(res.statusCode).toBe(200)
    const project = res.json().data.find((p: { id: string }) => p.id === removal.projectId)
    expect(project).toMatchObject({ inventory: 'live', registry: 'Verra', purchasable: true })
    expect(project.vintages).toEqual([
      {
        year: 2022,
        status: 'issued',
        expectedDeliveryYear: null,
        availableKg: 40_000,
        availableTonnes: 40,
        priceCents: 10_000,
      },
    ])
  })

  it('shows test keys the sandbox inventory, never live stock', async () => {
    const res = await call('GET', `/projects/${removal.slug}`, test)
    expect(res.statusCode).toBe(200)
    expect(res.json().inventory).toBe('sandbox')
    expect(res.json().vintages[0].availableKg).toBe(SANDBOX_TONNES_PER_VINTAGE * 1000)
    expect(res.body).not.toContain('"availableTonnes":40,')
  })

  it('answers 404 and 400 in the documented shape', async () => {
    const missing = await call('GET', '/projects/no-such-project', live)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'not_found', message: 'This project does not exist.' })
    const bad = await call('GET', '/projects?limit=1000', live)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'invalid_request', field: 'limit' })
    const route = await call('GET', '/nothing-here', live)
    expect(route.statusCode).toBe(404)
    expect(route.json().code).toBe('not_found')
  })
})

describe('v1 quotes', () => {
  const vintage = () => ({ projectId: removal.projectId, vintage: 2022 })

  it('prices tonnes', async () => {
    const res = await call('POST', '/quotes', live, { ...vintage(), tonnes: 3 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ tonnes: 3, totalCents: 30_000, source: 'vintage' })
  })

  it('prices kilograms per tonne, rounded half up to a cent', async () => {
    const res = await call('POST', '/quotes', test, { ...vintage(), quantityKg: 1_234 })
    expect(res.statusCode).toBe(200)
    // 1,234 kg at 100.00 EUR per tonne: 123.40 EUR.
    expect(res.json()).toMatchObject({ quantityKg: 1_234, tonnes: 1.234, totalCents: 12_340 })
    const odd = await call('POST', '/quotes', test, { ...vintage(), quantityKg: 5 })
    expect(odd.json().lines[0]).toMatchObject({ quantityKg: 5, lineTotalCents: 50 })
    const zero = await call('POST', '/quotes', test, { ...vintage(), quantityKg: 0 })
    expect(zero.statusCode).toBe(400)
    const fraction = await call('POST', '/quotes', test, { ...vintage(), quantityKg: 1.5 })
    expect(fraction.statusCode).toBe(400)
  })

  it('turns a budget into whole tonnes for live keys and kilograms for test keys', async () => {
    const sandbox = await call('POST', '/quotes', test, { ...vintage(), budgetCents: 2_550 })
    expect(sandbox.json()).toMatchObject({ quantityKg: 255, totalCents: 2_550 })
    const res = await call('POST', '/quotes', live, { ...vintage(), budgetCents: 25_000 })
    expect(res.json()).toMatchObject({ tonnes: 2, totalCents: 20_000 })
    const small = await call('POST', '/quotes', live, { ...vintage(), budgetCents: 500 })
    expect(small.statusCode).toBe(400)
  })

  it('refuses more than is available and half-specified requests', async () => {
    const over = await call('POST', '/quotes', live, { ...vintage(), tonnes: 41 })
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toContain('40000 kg')
    const both = await call('POST', '/quotes', live, { ...vintage(), tonnes: 1, budgetCents: 900 })
    expect(both.statusCode).toBe(400)
    expect((await call('POST', '/quotes', live, { tonnes: 1 })).statusCode).toBe(400)
  })

  it("needs the company's ATLAS plan for a mix, then follows its removal share", async () => {
    const none = await call('POST', '/quotes', live, { atlasPlan: true, tonnes: 10 })
    expect(none.statusCode).toBe(409)
    expect(none.json().message).toMatch(/ATLAS/)
    await savePlannerSettings(ctx.database, {
      userId: admin.userId,
      update: {
        settings: {
          ...defaultPlannerSettings,
          scope1: 100,
          offsetTarget: 'vcmi_gold_123',
          shortTermGoal: { year: 2030, percent: 42 },
        },
        tutorialSeen: true,
      },
    })
    const res = await call('POST', '/quotes', live, { atlasPlan: true, tonnes: 10 })
    expect(res.statusCode).toBe(200)
    expect(res.json().source).toBe('atlas_plan')
    const byProject = Object.fromEntries(
      res.json().lines.map((l: { projectId: string; tonnes: number }) => [l.projectId, l.tonnes]),
    )
    expect(byProject).toEqual({ [removal.projectId]: 2, [avoidance.projectId]: 8 })
  })
})
