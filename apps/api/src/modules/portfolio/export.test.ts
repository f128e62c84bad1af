import { parse } from 'csv-parse/sync'
import { readSheet } from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdings, retirements } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>
let admin: Awaited<ReturnType<typeof memberToken>>
const BENEFICIARY = 'Bäckerei Müller, Köln'
const FORMULA = '=HYPERLINK("http://evil.example","Click")'

beforeAll(async () => {
  ctx = await createTestApp()
  call = caller(ctx.app)
  admin = await memberToken(ctx.app, 'erik.export@export-buyer.com')
  const project = await insertProject(ctx.app, { credits: 100, year: 2023 })
  const db = ctx.app.database.db
  await db.insert(holdings).values({
    companyId: admin.companyId,
    projectId: project.projectId,
    vintageId: project.vintageId,
    vintage: 2023,
    tonnes: 1250,
  })
  const retirement = (n: number, beneficiary: string) => ({
    companyId: admin.companyId,
    certificateNumber: `KELP-EXPORT-${n}`,
    projectId: project.projectId,
    vintage: 2023,
    tonnes: 1000 + n,
    retiredOn: `2025-03-0${n}`,
    year: 2025,
    beneficiary,
    serialStart: `VCS-${n}-1`,
    serialEnd: `VCS-${n}-9`,
  })
  await db.insert(retirements).values([retirement(1, BENEFICIARY), retirement(2, FORMULA)])
})
afterAll(() => ctx.close())

const get = (path: string, locale: 'en' | 'de') =>
  ctx.app.inject({
    method: 'GET',
    url: `${path}&local=${locale}`,
    headers: { authorization: `Bearer ${admin.token}` },
  })

describe('portfolio exports', () => {
  it('writes German CSV with a byte-order mark, semicolons and umlauts intact', async () => {
    const res = await get('/api/portfolio/export.csv?kind=retirements', 'de')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="kelp-retirements.csv"')
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const rows: string[][] = parse(res.rawPayload, { bom: true, delimiter: ';' })
    expect(rows[0]).toEqual([
      'Zertifikat',
      'Datum',
      'Projekt',
      'Jahrgang',
      'Tonnen',
      'Begünstigter',
      'Status',
      'Serien-Start',
      'Serien-Ende',
      'Register-Referenz',
    ])
    const byNumber = new Map(rows.slice(1).map((row) => [row[0], row]))
    expect(byNumber.get('KELP-EXPORT-1')).toMatchObject({
      1: '2025-03-01',
      4: '1001',
      5: BENEFICIARY,
    })
    // Formula injection stays defused: the cell starts with an apostrophe.
    expect(byNumber.get('KELP-EXPORT-2')![5]).toBe(`'${FORMULA}`)
  })

  it('writes English CSV with commas and quotes a field that holds one', async () => {
    const res = await get('/api/portfolio/export.csv?kind=holdings', 'en')
    const text = res.rawPayload.toString('utf8')
    expect(text.startsWith('\uFEFFProject,Project slug,Vintage,Tonnes held\r\n')).toBe(true)
    const rows: string[][] = parse(res.rawPayload, { bom: true, delimiter: ',' })
    expect(rows).toHaveLength(2)
    expect(rows[1]!.slice(2)).toEqual(['2023', '1250'])
    const retired = await get('/api/portfolio/export.csv?kind=retirements&year=2025', 'en')
    expect(retired.body).toContain('"Bäckerei Müller, Köln"')
  })

  it('answers the same rows as an Excel workbook with typed cells', async () => {
    for (const locale of ['en', 'de'] as const) {
      const res = await get('/api/portfolio/export.xlsx?kind=retirements', locale)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      expect(res.headers['content-disposition']).toContain('kelp-retirements.xlsx')
      const sheet = await readSheet(res.rawPayload)
      expect(sheet[0]![5]).toBe(locale === 'de' ? 'Begünstigter' : 'Beneficiary')
      expect(sheet).toHaveLength(3)
      const first = sheet.find((row) => row[0] === 'KELP-EXPORT-1')!
      expect(first[1]).toEqual(new Date('2025-03-01T00:00:00Z'))
      expect(first[4]).toBe(1001)
      expect(first[5]).toBe(BENEFICIARY)
      expect(sheet.find((row) => row[0] === 'KELP-EXPORT-2')![5]).toBe(FORMULA)
    }
  })

  it('refuses callers without portfolio access and unknown kinds', async () => {
    const blocked = await memberToken(ctx.app, 'bo.blocked@export-buyer.com', {
      role: 'member',
      portfolioAccess: false,
    })
    expect(
      (await call('GET', '/api/portfolio/export.xlsx?kind=holdings', blocked.token)).statusCode,
    ).toBe(403)
    expect((await call('GET', '/api/portfolio/export.xlsx?kind=holdings')).statusCode).toBe(401)
    expect(
      (await call('GET', '/api/portfolio/export.xlsx?kind=orders', admin.token)).statusCode,
    ).toBe(400)
  })
})
