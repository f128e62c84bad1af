import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documents } from '../../db/schema'
import { S3_MAX_ATTEMPTS, S3_REQUEST_TIMEOUT_MS } from '../../adapters/storage/s3'
import { STORAGE_DOWN } from '../../adapters/storage/types'
import { caller, memberToken, staffToken } from '../fixtures'
import { createTestApp, type TestContext } from '../app'
import { multipartBody } from '../multipart'
import { pdfOfSize } from '../pdf-fixture'
import { freePort, StallingProxy } from './services'

const BUCKET = 'kelp-faults'
/** While the store stalls: every try waits for its answer, then the 503; room for a busy machine. */
const STALLED_ANSWER_WITHIN_MS = S3_MAX_ATTEMPTS * S3_REQUEST_TIMEOUT_MS + 2_000

/** An S3-compatible server in this process, stopped and started on the same port and directory. */
class LocalS3 {
  private server: S3rver | undefined
  readonly dir = mkdtempSync(join(tmpdir(), 'kelp-faults-s3-'))
  constructor(readonly port: number) {}

  async start() {
    this.server = new S3rver({
      address: '127.0.0.1',
      port: this.port,
      directory: this.dir,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    await this.server.run()
  }

  async stop() {
    await this.server!.close()
  }

  /** Every object key in the bucket. */
  async keys(): Promise<string[]> {
    const res = await fetch(`http://127.0.0.1:${this.port}/${BUCKET}?list-type=2`)
    return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!)
  }
}

describe('S3 down or slow: uploads and downloads answer 503, nothing half-written stays', () => {
  let s3: LocalS3
  let proxy: StallingProxy
  let ctx: TestContext
  let call: ReturnType<typeof caller>
  let staff: string
  let buyer: Awaited<ReturnType<typeof memberToken>>
  const upload = async (title: string, locale = 'en') => {
    const body = await multipartBody(
      { companyId: buyer.companyId, kind: 'regulatory_report', year: '2025', title },
      { name: 'report.pdf', bytes: pdfOfSize(2_000, title) },
    )
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${staff}`, 'accept-language': locale },
    })
  }
  const download = (documentId: string) =>
    call('GET', `/api/portfolio/documents/${buyer.companyId}/${documentId}/download`, buyer.token)

  beforeAll(async () => {
    s3 = new LocalS3(await freePort())
    await s3.start()
    proxy = await StallingProxy.start(s3.port)
    ctx = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    })
    call = caller(ctx.app)
    staff = await staffToken(ctx.app, 'sven.storage@kelp-ops.com')
    buyer = await memberToken(ctx.app, 'berta.buyer@s3-faults.de')
  })
  afterAll(async () => {
    await ctx.close()
    await proxy.close()
    await s3.stop().catch(() => undefined)
    rmSync(s3.dir, { recursive: true, force: true })
  })

  it('stores and links documents, refuses with 503 while S3 is stopped, and works again after', async () => {
    const first = await upload('Before the outage')
    expect(first.statusCode).toBe(201)
    const firstId = first.json().document.id as string
    expect((await download(firstId)).statusCode).toBe(200)

    await s3.stop()
    const refused = await upload('During the outage', 'de')
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ message: STORAGE_DOWN.de })
    const link = await download(firstId)
    expect(link.statusCode).toBe(503)
    expect(link.json()).toEqual({ message: STORAGE_DOWN.en })

    await s3.start()
    const after = await upload('After the outage')
    expect(after.statusCode).toBe(201)
    expect((await download(firstId)).statusCode).toBe(200)

    // One record per stored file, and no file without a record.
    const rows = await ctx.database.db.select().from(documents)
    expect(rows.map((row) => row.title).sort()).toEqual(['After the outage', 'Before the outage'])
    expect((await s3.keys()).sort()).toEqual(rows.map((row) => row.storageKey).sort())
  })
  it('answers 503 in bounded time while the store stalls, and stores again once it answers', async () => {
    const stored = await ctx.database.db.select().from(documents)
    const existing = stored[0]!
    proxy.hold()
    const started = performance.now()
    let answers: Awaited<ReturnType<typeof upload>>[]
    try {
      answers = await Promise.all([upload('While the store stalls', 'de'), download(existing.id)])
    } finally {
      proxy.release()
    }
    expect(performance.now() - started).toBeLessThan(STALLED_ANSWER_WITHIN_MS)
    expect(answers.map((a) => a.statusCode)).toEqual([503, 503])
    expect(answers[0]!.json()).toEqual({ message: STORAGE_DOWN.de })

    expect((await upload('After the stall')).statusCode).toBe(201)
    expect((await download(existing.id)).statusCode).toBe(200)
    const rows = await ctx.database.db.select().from(documents)
    expect(rows.map((row) => row.title)).not.toContain('While the store stalls')
    expect((await s3.keys()).sort()).toEqual(rows.map((row) => row.storageKey).sort())
  })
})
