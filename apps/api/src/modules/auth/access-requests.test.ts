import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, memberToken } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>

beforeAll(async () => {
  ctx = await createTestApp()
  call = caller(ctx.app)
})
afterAll(() => ctx.close())

describe("the admin's access list", () => {
  it('shows open requests first with their date, and a decision answers the request', async () => {
    const admin = await memberToken(ctx.app, 'ada.admin@asking.io')
    await memberToken(ctx.app, 'aaron.access@asking.io', { role: 'member' })
    const zoe = await memberToken(ctx.app, 'zoe.waiting@asking.io', {
      role: 'member',
      portfolioAccess: false,
    })
    const yan = await memberToken(ctx.app, 'yan.waiting@asking.io', {
      role: 'member',
      portfolioAccess: false,
    })
    const list = async () =>
      (await call('GET', '/api/users/company/members', admin.token)).json().members as {
        email: string
        accessRequestedAt: string | null
      }[]
    expect((await list()).every((m) => m.accessRequestedAt === null)).toBe(true)

    expect((await call('POST', '/api/portfolio/access-request', zoe.token, {})).statusCode).toBe(
      202,
    )
    expect((await call('POST', '/api/portfolio/access-request', yan.token, {})).statusCode).toBe(
      202,
    )
    const first = (await list())[0]!
    // Asking again keeps the first date: the longest waiting stays on top.
    await call('POST', '/api/portfolio/access-request', zoe.token, {})
    const members = await list()
    expect(members.map((m) => m.email)).toEqual([
      'zoe.waiting@asking.io',
      'yan.waiting@asking.io',
      'aaron.access@asking.io',
      'ada.admin@asking.io',
    ])
    expect(members[0]!.accessRequestedAt).toBe(first.accessRequestedAt)
    expect(Date.parse(members[0]!.accessRequestedAt!)).toBeLessThanOrEqual(
      Date.parse(members[1]!.accessRequestedAt!),
    )

    const refused = await call(
      'POST',
      `/api/users/company/members/${yan.userId}/refusal`,
      admin.token,
      {},
    )
    expect(refused.statusCode).toBe(200)
    const after = refused.json().members as { email: string; accessRequestedAt: string | null }[]
    expect(after.find((m) => m.email === 'yan.waiting@asking.io')!.accessRequestedAt).toBeNull()
    expect(after[0]!.email).toBe('zoe.waiting@asking.io')
  })
})
