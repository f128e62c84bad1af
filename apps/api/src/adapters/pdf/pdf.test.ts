import { describe, expect, it } from 'vitest'
import { renderCertificate, renderInvoice } from './index'
import { pdfText } from './pdf-text'

const certificate = {
  certificateNumber: 'KELP-RC-2026-001234',
  companyName: 'Acme GmbH',
  beneficiary: 'Acme Climate Fund',
  tonnes: 1250,
  retiredOn: '2026-03-14',
  projectName: 'Kwale Mangrove Restoration',
  registry: 'Verra',
  registryId: 'VCS2250',
  registryUrl: 'https://registry.verra.org/app/projectDetail/VCS/2250',
  countryLabel: 'Kenya',
  vintage: 2022,
  serialStart: '11022-1-625-VCS-VCU-263-VER-KE-14-2250-01012022-31122022-0',
  serialEnd: '11022-626-1250-VCS-VCU-263-VER-KE-14-2250-01012022-31122022-0',
  registryReference: 'VCS-RET-88231',
}
const requested = { ...certificate, serialStart: null, serialEnd: null, registryReference: null }

const invoice = {
  invoiceNumber: 'INV-2026-001001',
  orderNumber: 'ORB-2026-001042',
  issuedAt: new Date('2026-03-14T10:00:00Z'),
  company: { name: 'Acme GmbH', domain: 'acme.de' },
  currency: 'EUR',
  lines: [
    { projectName: 'Kwale Mangrove Restoration', vintage: 2022, tonnes: 10, priceCents: 2450 },
  ],
  subtotalCents: 24500,
  feeLabel: 'Service fee',
  feeCents: 1500,
  totalCents: 26000,
}

describe('PDF documents', () => {
  it('puts the certificate facts into an English certificate', async () => {
    const pdf = await renderCertificate(certificate, 'en')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    // Long serials wrap in their column.
    expect(text.replace(/\s/g, '')).toContain(`${certificate.serialStart}–${certificate.serialEnd}`)
    for (const fact of [
      'Retirement certificate',
      'KELP-RC-2026-001234',
      'Acme Climate Fund',
      '1,250 t CO2e',
      '14 March 2026',
      'Kwale Mangrove Restoration',
      'VCS-RET-88231',
      'Vintage',
    ]) {
      expect(text).toContain(fact)
    }
    expect(text).not.toContain('Awaiting registry confirmation')
  })

  it('says a retirement awaits registry confirmation until its serials are recorded', async () => {
    expect(pdfText(await renderCertificate(requested, 'en'))).toContain(
      'Awaiting registry confirmation',
    )
    expect(pdfText(await renderCertificate(requested, 'de'))).toContain(
      'Bestätigung durch das Register ausstehend',
    )
    expect(pdfText(await renderCertificate({ ...requested, demo: true }, 'en'))).toContain(
      'Demo data',
    )
  })

  it('writes the German certificate in German', async () => {
    const text = pdfText(await renderCertificate(certificate, 'de'))
    expect(text).toContain('Stilllegungszertifikat')
    expect(text).toContain('1.250 t CO2e')
    expect(text).toContain('14. März 2026')
    expect(text).toContain('Begünstigter')
  })

  it('itemises the invoice with the fee and the total', async () => {
    const en = pdfText(await renderInvoice(invoice, 'en')).replace(/\s+/g, ' ')
    expect(en).toContain('Invoice INV-2026-001001')
    expect(en).toContain('ORB-2026-001042')
    expect(en).toContain('Kwale Mangrove Restoration, vintage 2022')
    expect(en).toContain('€245.00')
    expect(en).toContain('€15.00')
    expect(en).toContain('€260.00')
    const de = pdfText(await renderInvoice(invoice, 'de'))
    expect(de).toContain('Rechnung INV-2026-001001')
    expect(de).toMatch(/260,00\s€/)
  })
})
