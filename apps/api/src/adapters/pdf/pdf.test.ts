import { describe, expect, it } from 'vitest'
import { pdfEmbeddedFiles, pdfText } from '../../test/pdf-text'
import { renderCertificate, renderInvoice, type CertificateInput, type InvoiceInput } from './index'
import { invoice, NAMES } from './invoice-fixture'

const certificate: CertificateInput = {
  kind: 'retirement',
  id: 'r4nd0m-1d-0f-22-chars_',
  number: 'KELP-RC-2026-001234',
  beneficiary: NAMES,
  retiredBy: 'Acme GmbH',
  retiredOn: '2026-03-14',
  purpose: 'Scope 3 business travel 2025',
  pendingKg: 0,
  demo: false,
  lines: [
    {
      projectName: 'Kwale Mangrove Restoration',
      registry: 'Verra',
      registryId: 'VCS-2250',
      registryUrl: null,
      vintage: 2022,
      kg: 1_250_000,
      status: 'confirmed',
      serialStart: 'VCS-2250-2022-000000001',
      serialEnd: 'VCS-2250-2022-000001250',
      registryReference: 'VCS-RET-8841',
    },
    {
      projectName: 'Kenya cookstoves',
      registry: 'Gold Standard',
      registryId: 'GS-1234',
      registryUrl: null,
      vintage: 2023,
      kg: 500,
      status: 'requested',
      serialStart: null,
      serialEnd: null,
      registryReference: null,
    },
  ],
}

const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('PDF documents', () => {
  it('prints a certificate with Unicode names, serials, the pending part and the verify link', async () => {
    const pdf = await renderCertificate(certificate, 'en', 'https://kelp.example/verify/abc')
    const text = flat(await pdfText(pdf))
    for (const fact of [
      NAMES,
      'Retirement certificate',
      'KELP-RC-2026-001234',
      '1,250 t CO2e',
      '14 March 2026',
      'VCS-2250-2022-000000001 – VCS-2250-2022-000001250',
      'VCS-RET-8841',
      'Awaiting registry confirmation',
      'Scope 3 business travel 2025',
      'https://kelp.example/verify/abc',
    ]) {
      expect(text).toContain(fact)
    }
    const raw = pdf.toString('latin1')
    expect(raw).toContain('pdfaid:part>3<')
    expect(raw).toContain('/OutputIntents')
    expect(raw).toMatch(/\/FontFile2/)
  })

  it('says "requested on" and claims no finality until the registry confirms every line', async () => {
    const requested = flat(
      await pdfText(await renderCertificate(certificate, 'en', 'https://k.example/v')),
    )
    expect(requested).toContain('Requested on 14 March 2026')
    expect(requested).toContain('Requested, awaiting registry confirmation')
    expect(requested).toContain('submitted for retirement')
    expect(requested).toContain('final only once the registry confirms it')
    for (const claim of ['Retired on', 'Retired in total', 'cannot be sold or used again']) {
      expect(requested).not.toContain(claim)
    }
    const german = flat(
      await pdfText(await renderCertificate(certificate, 'de', 'https://k.example/v')),
    )
    expect(german).toContain('Beantragt am 14. März 2026')
    expect(german).not.toContain('Stillgelegt am')
    const done: CertificateInput = { ...certificate, lines: [certificate.lines[0]!] }
    const confirmed = flat(
      await pdfText(await renderCertificate(done, 'en', 'https://k.example/v')),
    )
    expect(confirmed).toContain('Retired on 14 March 2026')
    expect(confirmed).toContain('Retired, confirmed by the registry')
    expect(confirmed).toContain('VCS-RET-8841')
    expect(confirmed).toContain('cannot be sold or used again')
    expect(confirmed).not.toContain('Requested on')
  })

  it('keeps a registry-length serial range whole, and says what is demo data or unlisted', async () => {
    const serialStart = '11022-1-625-VCS-VCU-263-VER-KE-14-2250-01012022-31122022-0'
    const serialEnd = '11022-626-1250-VCS-VCU-263-VER-KE-14-2250-01012022-31122022-0'
    const [confirmed, requested] = certificate.lines
    const demo: CertificateInput = {
      ...certificate,
      demo: true,
      lines: [
        { ...confirmed!, serialStart, serialEnd },
        { ...requested!, registry: null, registryId: null },
      ],
    }
    const text = await pdfText(await renderCertificate(demo, 'en', 'https://k.example/verify/x'))
    expect(text.replace(/\s/g, '')).toContain(`${serialStart}–${serialEnd}`)
    expect(flat(text)).toContain('Demo data: not a real retirement.')
    expect(flat(text)).toContain('Not listed at a registry')
    const german = await pdfText(await renderCertificate(demo, 'de', 'https://k.example/de/x'))
    expect(flat(german)).toContain('Demodaten: keine echte Stilllegung.')
    expect(flat(german)).toContain('Bei keinem Register gelistet')
  })

  it('writes the contribution certificate in German', async () => {
    const contribution = { ...certificate, kind: 'contribution' as const, retiredBy: null }
    const text = flat(
      await pdfText(await renderCertificate(contribution, 'de', 'https://k.example/de/verify/x')),
    )
    expect(text).toContain(NAMES)
    expect(text).toContain('Stilllegungszertifikat')
    expect(text).toContain('1.250 t CO2e')
    expect(text).toContain('Bestätigung durch das Register ausstehend')
  })

  it('states what an invoice must and carries the EN 16931 e-invoice', async () => {
    const pdf = await renderInvoice(invoice, 'de')
    const text = flat(await pdfText(pdf))
    for (const fact of [
      NAMES,
      'Rechnung RE-2026-000001',
      'USt-IdNr. DE123456789',
      'USt-IdNr. PL1234567890',
      'Leistungsdatum',
      '245,00 €',
      '260,00 €',
      'Steuerschuldnerschaft des Leistungsempfängers',
    ]) {
      expect(text).toContain(fact)
    }
    const [xml] = pdfEmbeddedFiles(pdf)
    expect(xml).toContain('urn:cen.eu:en16931:2017')
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>')
    expect(xml).toContain(NAMES)
  })

  it('prints a credit note that names the invoice it corrects', async () => {
    const credit: InvoiceInput = {
      ...invoice,
      kind: 'credit_note',
      number: 'GS-2026-000001',
      corrects: { number: 'RE-2026-000001', issuedOn: '2026-03-14' },
      reason: 'Refund of the order',
    }
    const pdf = await renderInvoice(credit, 'en')
    const text = flat(await pdfText(pdf))
    expect(text).toContain(NAMES)
    expect(text).toContain('Credit note GS-2026-000001')
    expect(text).toContain('Corrects invoice RE-2026-000001 of 14 March 2026')
    const [xml] = pdfEmbeddedFiles(pdf)
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>')
    expect(xml).toContain('Corrects invoice RE-2026-000001 of 2026-03-14')
  })

  it('refuses an e-invoice that fails the library schema checks', async () => {
    const noQuantity = { ...invoice, lines: [{ ...invoice.lines[0]!, quantity: Number.NaN }] }
    await expect(renderInvoice(noQuantity, 'en')).rejects.toMatchObject({
      errors: [expect.objectContaining({ instancePath: expect.stringContaining('Quantity') })],
    })
  })
})
