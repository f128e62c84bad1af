import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultPlannerSettings, type PlannerSettings } from '@kelp/core/planner'
import { users } from '../../db/schema/auth'
import { createTestApp, type TestContext } from '../../test/app'
import { createSession } from '../auth'

let ctx: TestContext
let auth: { authorization: string }

beforeAll(async () => {
  ctx = await createTestApp()
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email: 'atlas@kelp-example.com' })
    .returning({ id: users.id })
  const token = await createSession(ctx.app.deps, { userId: user!.id })
  auth = { authorization: `Bearer ${token}` }
})
afterAll(() => ctx.close())

const good: PlannerSettings = {
  ...defaultPlannerSettings,
  baselineEmissions: 5000,
  shortTermGoal: { year: 2030, percent: 55 },
  longTermGoal: { year: 2050, percent: 90 },
}

const put = (settings: unknown, headers: Record<string, string> = auth) =>
  ctx.app.inject({ method: 'PUT', url: '/api/planner/settings', headers, payload: { settings } })

describe('GET/PUT /api/planner/settings', () => {
  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/planner/settings' })).statusCode).toBe(
      401,
    )
    expect((await put(good, {})).statusCode).toBe(401)
  })

  it('answers the defaults first, then what was saved', async () => {
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/planner/settings',
      headers: auth,
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      settings: defaultPlannerSettings,
      tutorialSeen: false,
      updatedAt: null,
    })

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/planner/settings',
      headers: auth,
      payload: { settings: good, tutorialSeen: true },
    })
    expect(saved.statusCode).toBe(200)
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/planner/settings',
      headers: auth,
    })
    expect(again.json()).toMatchObject({ settings: good, tutorialSeen: true })
  })

  it.each([
    ['negative emissions', { scope1: -5 }, 'scope1'],
    [
      'a percentage above 100',
      { shortTermGoal: { year: 2030, percent: 120 } },
      'shortTermGoal.percent',
    ],
    ['a target year before the baseline', { targetYear: 2020 }, 'targetYear'],
    [
      'a goal after the target year',
      { longTermGoal: { year: 2060, percent: 90 } },
      'longTermGoal.year',
    ],
    ['an unknown approach', { approach: 'wishful' }, 'approach'],
  ])('rejects %s with 400 naming the field', async (_name, patch, field) => {
    const response = await put({ ...good, ...patch })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(field)
  })

  it('answers validation errors in German for German requests', async () => {
    const response = await put({ ...good, scope2: -1 }, { ...auth, 'accept-language': 'de' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('scope2')
    expect(response.json().message).toMatch(/Ungültiger Wert/)
  })
})
