import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import { checkDownload, signDownload } from './signing'
import { assertSafeKey } from './types'

const SECRET = 'x'.repeat(40)

describe('signed download links', () => {
  const link = (expires: number) => ({
    key: 'companies/c1/admin_document/d1.pdf',
    fileName: 'invoice.pdf',
    expires,
    sig: signDownload(SECRET, 'companies/c1/admin_document/d1.pdf', 'invoice.pdf', expires),
  })

  it('accepts a fresh link and refuses it once expired', () => {
    const now = 1_800_000_000_000
    expect(checkDownload(SECRET, link(now / 1000 + 300), now)).toBe('ok')
    expect(checkDownload(SECRET, link(now / 1000 - 1), now)).toBe('expired')
  })

  it('refuses any change to key, name, expiry or signature', () => {
    const good = link(2_000_000_000)
    expect(checkDownload(SECRET, { ...good, key: 'companies/c2/x.pdf' })).toBe('forged')
    expect(checkDownload(SECRET, { ...good, fileName: 'other.pdf' })).toBe('forged')
    expect(checkDownload(SECRET, { ...good, expires: good.expires + 1 })).toBe('forged')
    expect(checkDownload(SECRET, { ...good, sig: 'short' })).toBe('forged')
    expect(checkDownload('y'.repeat(40), good)).toBe('forged')
  })
})

describe('local storage', () => {
  it('stores, reads back and signs a 5-minute link by default', async () => {
    const now = 1_800_000_000_000
    const storage = createLocalStorage(
      mkdtempSync(join(tmpdir(), 'kelp-st-')),
      SECRET,
      300,
      () => now,
    )
    await storage.put('companies/c1/a.pdf', Buffer.from('%PDF-1.7'), 'application/pdf')
    expect((await storage.read('companies/c1/a.pdf')).toString()).toBe('%PDF-1.7')
    const signed = await storage.signedUrl('companies/c1/a.pdf', 'a.pdf')
    expect(signed.expiresAt.getTime()).toBe(now + 300_000)
    const url = new URL(signed.url, 'http://kelp.test')
    expect(url.pathname).toBe('/api/files/companies/c1/a.pdf')
    expect(url.searchParams.get('expires')).toBe(String(now / 1000 + 300))
  })

  it('refuses keys that could leave the directory', () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/.x']) {
      expect(() => assertSafeKey(key), key).toThrow()
    }
    expect(assertSafeKey('companies/3f1/admin_document/x-1.pdf')).toBeTruthy()
  })
})

describe('S3 storage', () => {
  it('asks the store for the object, then presigns a path-style GET with the TTL and the download name', async () => {
    // Answers the HEAD the adapter sends first (an outage there is a 503: the fault suite).
    const heads: string[] = []
    const store = createServer((req, res) => {
      heads.push(`${req.method} ${req.url}`)
      res.writeHead(200, { 'content-length': '8' })
      res.end()
    })
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve))
    const endpoint = `http://127.0.0.1:${(store.address() as AddressInfo).port}`
    const storage = createS3Storage(
      {
        bucket: 'kelp-docs',
        region: 'eu-central-1',
        endpoint,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example-key',
      },
      300,
    )
    const before = Date.now()
    const { url, expiresAt } = await storage.signedUrl('companies/c1/a.pdf', 'Invoice 1.pdf')
    const after = Date.now()
    store.close()
    expect(heads).toEqual(['HEAD /kelp-docs/companies/c1/a.pdf'])
    const parsed = new URL(url)
    expect(parsed.origin).toBe(endpoint)
    expect(parsed.pathname).toBe('/kelp-docs/companies/c1/a.pdf')
    expect(parsed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256')
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('300')
    expect(parsed.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIAEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request$/,
    )
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(parsed.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="Invoice 1.pdf"',
    )
    // Five minutes from the moment of signing.
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + 300_000)
    expect(expiresAt.getTime()).toBeLessThanOrEqual(after + 300_000)
  })
})
