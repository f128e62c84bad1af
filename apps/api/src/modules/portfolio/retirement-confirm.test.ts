import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../test/pdf-text'
import { holdings } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { caller, insertProject, memberToken, staffToken, storageEnv } from '../../test/fixtures'

let ctx: TestContext
let call: ReturnType<typeof caller>
let buyer: Awaited<ReturnType<typeof memberToken>>
let staff: string
let issued: Awaited<ReturnType<typeof insertProject>>
let forward: Awaited<ReturnType<typeof insertProject>>

/** A Verra serial block of the test project (VCS2250) numbered first…last. */
const vcu = (first: number, last: number) =>
  `11022-${first}-${last}-VCS-VCU-263-VER-KE-14-2250-01012022-31122022-0`

async function hold(project: typeof issued, tonnes: number) {
  await ctx.app.database.db.insert(holdings).values({
    companyId: buyer.companyId,
    projectId: project.projectId,
    vintageId: project.vintageId,
    vintage: project.year,
    tonnes,
  })
}

const retire = (project: typeof issued, tonnes: number, locale = 'en') =>
  call('POST', `/api/portfolio/retirements?local=${locale}`, buyer.token, {
    projectId: project.projectId,
    vintage: project.year,
    tonnes,
    beneficiary: 'Registry Buyer GmbH',
  })

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = caller(ctx.app)
  buyer = await memberToken(ctx.app, 'rhea.retire@registry-buyer.com')
  staff = await staffToken(ctx.app, 'otto.operator@kelp-ops.com')
  issued = await insertProject(ctx.app, { credits: 100 })
  forward = await insertProject(ctx.app, { credits: 100, year: 2027, status: 'forward' })
  await hold(issued, 30)
  await hold(forward, 20)
})
afterAll(() => ctx.close())

describe('retirements: issued credits only, confirmed with the registry serials', () => {
  let requestedId: string

  it('refuses to retire forward tonnes, in English and German', async () => {
    const en = await retire(forward, 5)
    expect(en.statusCode).toBe(400)
    expect(en.json().message).toContain('forward purchase')
    const de = await retire(forward, 5, 'de')
    expect(de.statusCode).toBe(400)
    expect(de.json().message).toContain('Terminkauf')
  })

  it('records a retirement as requested and lists it for the operator only', async () => {
    const res = await retire(issued, 10)
    expect(res.statusCode).toBe(201)
    requestedId = res.json().id
    expect(res.json()).toMatchObject({ status: 'requested', serialStart: null })
    expect((await call('GET', '/api/admin/retirements/requested', buyer.token)).statusCode).toBe(
      403,
    )
    const pending = (await call('GET', '/api/admin/retirements/requested', staff)).json()
    expect(pending.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: requestedId, companyName: 'registry-buyer.com GmbH' }),
      ]),
    )
  })

  it('refuses serials in the wrong format or of the wrong count, with a clear message', async () => {
    const url = `/api/admin/retirements/${requestedId}/confirm`
    const bad = {
      serialStart: 'VCS-2250-2022-1',
      serialEnd: 'VCS-2250-2022-10',
      registryReference: 'RET-1',
    }
    const en = await call('POST', url, staff, bad)
    expect(en.statusCode).toBe(400)
    expect(en.json().message).toContain("not in Verra's format")
    const de = await call('POST', `${url}?local=de`, staff, bad)
    expect(de.statusCode).toBe(400)
    expect(de.json().message).toContain('nicht das Format von Verra')
    const count = await call('POST', url, staff, {
      serialStart: vcu(1, 5),
      serialEnd: vcu(6, 12),
      registryReference: 'RET-1',
    })
    expect(count.statusCode).toBe(400)
    expect(count.json().message).toContain('exactly the 10 retired credits')
    expect((await call('POST', url, buyer.token, bad)).statusCode).toBe(403)
  })

  it('confirms with the registry serials and shows them on the certificate', async () => {
    const url = `/api/admin/retirements/${requestedId}/confirm`
    const body = {
      serialStart: vcu(101, 110),
      serialEnd: vcu(101, 110),
      registryReference: 'VCS-RET-4711',
    }
    const res = await call('POST', url, staff, body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'confirmed', ...body })
    expect((await call('POST', url, staff, body)).statusCode).toBe(409)
    const link = (await call('GET', res.json().downloadPath, buyer.token)).json().signedUrl
    const text = await pdfText((await ctx.app.inject({ method: 'GET', url: link })).rawPayload)
    expect(text.replace(/\s/g, '')).toContain(`${body.serialStart}–${body.serialEnd}`)
    expect(text).toContain('VCS-RET-4711')
    expect(text).not.toContain('Awaiting registry confirmation')
  })

  it("confirms from the registry's CSV, all rows or none", async () => {
    const r = (await retire(issued, 5)).json()
    const header = 'certificate,serial_start,serial_end,reference'
    const bad = await call('POST', '/api/admin/retirements/confirm-csv', staff, {
      csv: `${header}\n${r.certificateNumber},${vcu(1, 4)},${vcu(1, 4)},RET-2\n`,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^Line 2: .*exactly the 5 retired credits/)
    expect(
      (await call('POST', '/api/admin/retirements/confirm-csv', staff, { csv: 'a,b\n1,2' }))
        .statusCode,
    ).toBe(400)
    const ok = await call('POST', '/api/admin/retirements/confirm-csv', staff, {
      csv: `${header}\r\n"${r.certificateNumber}",${vcu(1, 5)},${vcu(1, 5)},RET-2\r\n`,
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().items[0]).toMatchObject({
      id: r.id,
      status: 'confirmed',
      registryReference: 'RET-2',
    })
  })
})

describe('delivery of forward purchases', () => {
  it('turns forward holdings into retirable ones once the operator records the issuance', async () => {
    const row = async () =>
      (await call('GET', `/api/admin/inventory?q=${encodeURIComponent(forward.name)}`, staff))
        .json()
        .items.find((r: { vintageId: string }) => r.vintageId === forward.vintageId)
    expect(await row()).toMatchObject({ status: 'forward', expectedDeliveryYear: 2028 })
    const url = `/api/admin/inventory/${forward.vintageId}/issued`
    expect((await call('POST', url, buyer.token)).statusCode).toBe(403)
    const res = await call('POST', url, staff)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ year: 2027, status: 'issued' })
    expect(await row()).toMatchObject({ status: 'issued', expectedDeliveryYear: null })
    const audit = (await call('GET', '/api/admin/audit-log', staff)).json().items
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'vintage.issued',
        subject: `vintage:${forward.vintageId}`,
      }),
    )
    expect((await retire(forward, 5)).statusCode).toBe(201)
  })
})
