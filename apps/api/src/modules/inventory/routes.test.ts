import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { bearer, caller, insertProject, memberToken, staffToken } from '../../test/fixtures'

// Real records from Verra's public transactions export (shared/data/registries).
const VERRA_HEADER =
  'Issuance Date,Sustainable Development Goals,Vintage Start,Vintage End,ID,Name,Country/Area,Project Type,Methodology,Total Vintage Quantity,Quantity Issued,Serial Number,Additional Certifications,Retirement/Cancellation Date,Retirement Beneficiary,Retirement Reason,Retirement Details'
const KAMIRANGA_2018 =
  '2026-04-13,,2018-01-01,2018-12-31,197,Kamiranga Ceramic Fuel Switching Project,Brazil,Energy industries (renewable/non-renewable sources),AMS-I.E.,"55,010","1,000",19412-942212405-942213404-VCS-VCU-1491-VER-BR-1-197-01012018-31122018-1,Social Carbon,,,,'
const KAMIRANGA_2019 =
  '2026-04-13,,2019-01-01,2019-12-31,197,Kamiranga Ceramic Fuel Switching Project,Brazil,Energy industries (renewable/non-renewable sources),AMS-I.E.,"53,201",500,19413-942213405-942213904-VCS-VCU-1491-VER-BR-1-197-01012019-31122019-1,Social Carbon,,,,'
const GENNEIA =
  '2026-04-13,,2024-01-01,2024-12-31,1996,GENNEIA SOLAR PROJECTS IN  ARGENTINA,Argentina,Energy industries (renewable/non-renewable sources),ACM0002,"91,674","10,000",19410-942201922-942211921-VCS-VCU-7890-VER-AR-1-1996-01012024-31122024-0,,,,,'
const GENNEIA_BLOCK = '19410-942201922-942211921-VCS-VCU-7890-VER-AR-1-1996-01012024-31122024-0'

let ctx: TestContext
let call: ReturnType<typeof caller>
let staff: string
let member: string
let genneia: string
let kamiranga: string

async function projectAt(registryId: string) {
  const { projectId } = await insertProject(ctx.app, { credits: 0, year: 2000 })
  await ctx.app.database.db.update(projects).set({ registryId }).where(eq(projects.id, projectId))
  return projectId
}

beforeAll(async () => {
  ctx = await createTestApp()
  call = caller(ctx.app)
  staff = await staffToken(ctx.app, 'olga.operator@kelp-ops.com')
  member = (await memberToken(ctx.app, 'pat@buyer-lots.com')).token
  genneia = await projectAt('VCS1996')
  kamiranga = await projectAt('VCS197')
})
afterAll(() => ctx.close())

const lot = (overrides: Record<string, unknown> = {}) => ({
  projectId: genneia,
  vintage: 2024,
  status: 'issued',
  quantityKg: 250_000,
  costCentsPerTonne: 400,
  priceCentsPerTonne: 650,
  registryKey: 'verra',
  serialBlock: GENNEIA_BLOCK,
  evidence: 'Purchase agreement PA-2026-014',
  ...overrides,
})

const lotCount = async () => (await call('GET', '/api/admin/lots', staff)).json().items.length

describe('back-office supply lots', () => {
  it('is for operators only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/lots'],
      ['POST', '/api/admin/lots'],
      ['POST', '/api/admin/lots/import'],
      ['GET', `/api/admin/lots/${genneia}/ledger`],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'POST' ? lot() : undefined)).statusCode,
      ).toBe(401)
      expect(
        (await call(method, url, member, method === 'POST' ? lot() : undefined)).statusCode,
      ).toBe(403)
    }
  })

  it('records a lot from its Verra serial block, lists it and puts it on the marketplace', async () => {
    const res = await call('POST', '/api/admin/lots', staff, lot())
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      quantityKg: 250_000,
      demo: false,
      createdBy: 'olga.operator@kelp-ops.com',
    })
    expect(body.balances).toMatchObject({ available: 250_000, reserved: 0 })
    const listed = await call('GET', '/api/admin/lots', staff)
    expect(listed.json().items.map((l: { id: string }) => l.id)).toContain(body.id)
    const ledger = await call('GET', `/api/admin/lots/${body.id}/ledger`, staff)
    expect(ledger.json().movements).toEqual([
      expect.objectContaining({ kind: 'listed', kg: 250_000, actor: 'olga.operator@kelp-ops.com' }),
    ])
    const [p] = await ctx.app.database.db.select().from(projects).where(eq(projects.id, genneia))
    expect(p).toMatchObject({ availability: 'issued', creditsAvailable: 250, minPriceCents: 650 })
  })

  it.each([
    [
      'a Gold Standard serial for a Verra project',
      { serialBlock: 'GS1-1-UG-GS11236-16-2024-30307-1-19149' },
      /format/,
    ],
    [
      'another project’s Verra block',
      { serialBlock: '19412-942212405-942213404-VCS-VCU-1491-VER-BR-1-197-01012018-31122018-1' },
      /format/,
    ],
    ['a price of zero', { priceCentsPerTonne: 0 }, /./],
    ['a negative price', { priceCentsPerTonne: -100 }, /./],
    ['a fractional quantity', { quantityKg: 1.5 }, /./],
    ['a quantity of zero', { quantityKg: 0 }, /./],
    ['more than the block counts', { quantityKg: 10_000_001 }, /issuance/],
    ['more than the block leaves after earlier lots', { quantityKg: 9_800_000 }, /issuance/],
    ['an issued lot with no issuance record', { serialBlock: null }, /issuance/],
    ['a forward lot without delivery year', { status: 'forward', serialBlock: null }, /delivery/],
  ])('refuses %s with 400 and writes nothing', async (_, overrides, message) => {
    const before = await lotCount()
    const res = await call('POST', '/api/admin/lots', staff, lot(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(message)
    expect(await lotCount()).toBe(before)
  })

  it('answers in German', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/lots',
      headers: { ...bearer(staff), 'accept-language': 'de' },
      payload: lot({ serialBlock: 'GS1-1-UG-GS11236-16-2024-30307-1-19149' }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      'Der Seriennummernblock hat nicht das Format dieses Registers für dieses Projekt.',
    )
  })

  it('answers 404 for an unknown project or lot', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(
      (await call('POST', '/api/admin/lots', staff, lot({ projectId: unknown }))).statusCode,
    ).toBe(404)
    expect((await call('GET', `/api/admin/lots/${unknown}/ledger`, staff)).statusCode).toBe(404)
  })

  it("imports lots from the registry's CSV export, all rows or none", async () => {
    const body = (csv: string) => ({
      projectId: kamiranga,
      csv,
      costCentsPerTonne: 300,
      priceCentsPerTonne: 550,
      evidence: 'Purchase agreement PA-2026-015',
    })
    const before = await lotCount()
    const mixed = await call(
      'POST',
      '/api/admin/lots/import',
      staff,
      body([VERRA_HEADER, KAMIRANGA_2018, GENNEIA].join('\n')),
    )
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().message).toMatch(/^Line 3: .*another project/)
    const header = await call('POST', '/api/admin/lots/import', staff, body('Serial,Qty\n1,2'))
    expect(header.statusCode).toBe(400)
    expect(await lotCount()).toBe(before)

    const res = await call(
      'POST',
      '/api/admin/lots/import',
      staff,
      body([VERRA_HEADER, KAMIRANGA_2018, KAMIRANGA_2019].join('\r\n')),
    )
    expect(res.statusCode).toBe(201)
    expect(
      res
        .json()
        .items.map((l: { vintage: number; quantityKg: number }) => [l.vintage, l.quantityKg]),
    ).toEqual([
      [2018, 1_000_000],
      [2019, 500_000],
    ])
    // The same blocks again: nothing is left of them to record.
    const again = await call(
      'POST',
      '/api/admin/lots/import',
      staff,
      body([VERRA_HEADER, KAMIRANGA_2018].join('\n')),
    )
    expect(again.statusCode).toBe(400)
    expect(await lotCount()).toBe(before + 2)
  })
})
