import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '@kelp/core/portfolio'
import { createTestApp, type TestContext } from '../../test/app'
import { multipartBody } from '../../test/multipart'
import { pdfOfSize } from '../../test/pdf-fixture'
import { bearer, memberToken, staffToken, storageEnv } from '../../test/fixtures'

let ctx: TestContext
let staff: string
let buyer: Awaited<ReturnType<typeof memberToken>>
const MB = 1024 * 1024

beforeAll(async () => {
  ctx = await createTestApp(storageEnv())
  staff = await staffToken(ctx.app, 'uma.uploader@kelp-ops.com')
  buyer = await memberToken(ctx.app, 'ulf.buyer@upload-buyer.com')
})
afterAll(() => ctx.close())

const fields = (overrides: Record<string, string> = {}) => ({
  companyId: buyer.companyId,
  kind: 'regulatory_report',
  year: '2025',
  title: 'CSRD climate report 2025',
  titleDe: 'CSRD-Klimabericht 2025',
  ...overrides,
})

async function upload(
  file: { name: string; bytes: Uint8Array; field?: string } | undefined,
  options: { token?: string; fields?: Record<string, string>; locale?: string } = {},
) {
  const body = await multipartBody(options.fields ?? fields(), file)
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...bearer(options.token ?? staff),
      'accept-language': options.locale ?? 'en',
    },
  })
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('document upload (multipart)', () => {
  it('takes a 40 MB PDF as a multipart stream and serves it back byte for byte', async () => {
    const pdf = pdfOfSize(40 * MB)
    const res = await upload({ name: 'csrd-2025.pdf', bytes: pdf })
    expect(res.statusCode).toBe(201)
    const doc = res.json().document
    expect(doc).toMatchObject({
      kind: 'regulatory_report',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      fileName: 'csrd-2025.pdf',
    })
    const link = await ctx.app.inject({
      method: 'GET',
      url: doc.downloadPath,
      headers: { ...bearer(buyer.token), 'accept-language': 'de' },
    })
    const file = await ctx.app.inject({ method: 'GET', url: link.json().signedUrl })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.length).toBe(pdf.length)
    expect(sha256(file.rawPayload)).toBe(sha256(pdf))
  })

  it('checks the content, not the name: a .pdf that is no PDF is refused in both languages', async () => {
    const fake = Buffer.from('%PDF-1.7\nthis is not a PDF at all, only its first line\n')
    const en = await upload({ name: 'report.pdf', bytes: fake })
    expect(en.statusCode).toBe(400)
    expect(en.json().message).toMatch(/not what its name says/)
    const de = await upload(
      { name: 'report.pdf', bytes: Buffer.from('<html></html>') },
      { locale: 'de' },
    )
    expect(de.statusCode).toBe(400)
    expect(de.json().message).toMatch(/nicht, was ihr Name sagt/)
    const renamed = await upload({ name: 'report.png', bytes: pdfOfSize(10) })
    expect(renamed.statusCode).toBe(400)
    expect((await upload({ name: 'tool.exe', bytes: Buffer.from('MZ') })).statusCode).toBe(400)
    expect(
      (await upload({ name: 'notes.txt', bytes: Buffer.from('Notizen zur Prüfung\n') })).statusCode,
    ).toBe(201)
  })

  it('refuses a file over 50 MB with 413 and stores nothing', async () => {
    const res = await upload(
      { name: 'huge.pdf', bytes: pdfOfSize(MAX_UPLOAD_BYTES) },
      { locale: 'de' },
    )
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('Die Datei ist größer als 50 MB.')
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/portfolio/regulatory-reports?perPage=100',
      headers: bearer(buyer.token),
    })
    expect(list.json().items.map((d: { fileName: string }) => d.fileName)).not.toContain('huge.pdf')
  })

  it('refuses malformed forms, bad fields and non-operators', async () => {
    const pdf = { name: 'a.pdf', bytes: pdfOfSize(10) }
    expect((await upload(pdf, { token: buyer.token })).statusCode).toBe(403)
    expect((await upload(undefined)).statusCode).toBe(400)
    expect((await upload({ ...pdf, field: 'document' })).statusCode).toBe(400)
    const kind = await upload(pdf, { fields: fields({ kind: 'retirement_certificate' }) })
    expect(kind.statusCode).toBe(400)
    expect(kind.json().message).toMatch(/^Invalid kind/)
    expect((await upload(pdf, { fields: fields({ year: 'soon' }) })).statusCode).toBe(400)
    const missing = await upload(pdf, {
      fields: fields({ companyId: '00000000-0000-4000-8000-000000000000' }),
    })
    expect(missing.statusCode).toBe(404)
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload: { ...fields(), dataBase64: 'JVBERi0=' },
      headers: bearer(staff),
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().message).toMatch(/multipart\/form-data/)
    for (const [type, payload] of [
      ['multipart/form-data; boundary=x', '--x\r\n\r\nbroken'],
      ['multipart/form-data', '--x\r\n'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
      ],
    ]) {
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/documents',
        payload,
        headers: { ...bearer(staff), 'content-type': type! },
      })
      expect(broken.statusCode).toBe(400)
      expect(broken.json().message).toMatch(/multipart\/form-data/)
    }
  })
})
