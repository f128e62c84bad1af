import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, holdings, retirements } from '../../db/schema'
import { createTestApp, type TestContext } from '../../test/app'
import { createKey } from '../api-keys/testing'
import { insertProject, memberToken, storageEnv } from '../../test/fixtures'
import { keyCaller } from './testing'

let ctx: TestContext
let call: ReturnType<typeof keyCaller>
let live: string
let test: string
let rival: string
let liveKeyId: string
let project: Awaited<ReturnType<typeof insertProject>>

const retire = (tonnes: number) => ({
  projectId: project.projectId,
  vintage: 2022,
  tonnes,
  beneficiary: 'Example Shop GmbH',
  purpose: 'Checkout contribution, order 1042',
})

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  call = keyCaller(ctx.app)
  const admin = await memberToken(ctx.app, 'ada.admin@v1-retire.com')
  const other = await memberToken(ctx.app, 'rita.admin@v1-retire-rival.com')
  const liveKey = await createKey(ctx.app, admin.token, 'live')
  live = liveKey.secret
  liveKeyId = liveKey.key.id
  test = (await createKey(ctx.app, admin.token, 'test')).secret
  rival = (await createKey(ctx.app, other.token, 'live')).secret
  project = await insertProject(ctx.app, { credits: 50 })
  await ctx.database.db.insert(holdings).values({
    companyId: admin.companyId,
    projectId: project.projectId,
    vintageId: project.vintageId,
    vintage: 2022,
    tonnes: 10,
  })
})
afterAll(() => ctx.close())

describe('v1 retirements (live key)', () => {
  it('requests a retirement of held credits with a verification link and no serials yet', async () => {
    const res = await call('POST', '/retirements', live, retire(4))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      status: 'requested',
      inventory: 'live',
      tonnes: 4,
      beneficiary: 'Example Shop GmbH',
      purpose: 'Checkout contribution, order 1042',
      serialStart: null,
      serialEnd: null,
    })
    expect(body.certificateNumber).toMatch(/^KELP-RC-/)
    expect(body.verificationUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{22}$/)
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `retirement:${body.id}`))
    expect(audit[0]).toMatchObject({ actor: `api_key:${liveKeyId}`, action: 'retirement.created' })
  })

  it('shows the registry serials once the retirement is confirmed', async () => {
    const [first] = (await call('GET', '/retirements', live)).json().data
    await ctx.database.db
      .update(retirements)
      .set({
        status: 'confirmed',
        serialStart: 'VCS-2250-2022-0001',
        serialEnd: 'VCS-2250-2022-0004',
        registryReference: 'R-77',
        confirmedAt: new Date(),
      })
      .where(eq(retirements.id, first.id))
    const res = await call('GET', `/retirements/${first.id}`, live)
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      serialStart: 'VCS-2250-2022-0001',
      serialEnd: 'VCS-2250-2022-0004',
      registryReference: 'R-77',
    })
    expect((await call('GET', `/retirements/${first.id}`, rival)).statusCode).toBe(404)
  })

  it('refuses more than is held, and bad input, in the documented shape', async () => {
    const over = await call('POST', '/retirements', live, retire(7))
    expect(over.statusCode).toBe(400)
    expect(over.json().code).toBe('invalid_request')
    const blank = await call('POST', '/retirements', live, { ...retire(1), beneficiary: ' ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().field).toBe('beneficiary')
  })
})

describe('v1 retirements (test key)', () => {
  it('retire only sandbox holdings, never live ones, and are never confirmed', async () => {
    const none = await call('POST', '/retirements', test, retire(1))
    expect(none.statusCode).toBe(400)
    const line = { projectId: project.projectId, vintage: 2022, tonnes: 3 }
    const order = await call(
      'POST',
      '/orders',
      test,
      { lines: [line] },
      {
        'idempotency-key': 'sandbox-retire-1',
      },
    )
    expect(order.statusCode).toBe(201)
    const res = await call('POST', '/retirements', test, retire(3))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      inventory: 'sandbox',
      status: 'requested',
      certificateNumber: null,
      verificationUrl: null,
    })
    expect((await call('POST', '/retirements', test, retire(1))).statusCode).toBe(400)
    const [held] = await ctx.database.db.select().from(holdings)
    expect(held!.tonnes).toBe(6)
    expect((await call('GET', '/retirements', test)).json().data).toHaveLength(1)
    expect((await call('GET', `/retirements/${res.json().id}`, live)).statusCode).toBe(404)
  })
})
