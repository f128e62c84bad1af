import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { epcQrPayload, fitsEpcQr, formatIban, isValidIban } from './sepa'

describe('isValidIban', () => {
  it('accepts real check digits and refuses a changed digit', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isValidIban('GB82WEST12345698765432')).toBe(true)
    expect(isValidIban('DE89370400440532013001')).toBe(false)
    expect(isValidIban('DE89')).toBe(false)
  })

  it('prints in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00')
  })
})

describe('epcQrPayload', () => {
  it('writes the EPC069-12 lines in order', () => {
    const payload = epcQrPayload({
      name: 'Kelp GmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      amountCents: 5_848_255,
      reference: 'RE-2026-000001',
    })
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Kelp GmbH',
      'DE89370400440532013000',
      'EUR58482.55',
      '',
      '',
      'RE-2026-000001',
    ])
  })

  it('keeps the amount exact to the cent and stays within the size limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_999 }),
        fc.string({ maxLength: 200 }),
        fc.string({ maxLength: 200 }),
        (cents, name, reference) => {
          const lines = epcQrPayload({
            name: name.replaceAll('\n', ' '),
            iban: 'DE89370400440532013000',
            bic: null,
            amountCents: cents,
            reference: reference.replaceAll('\n', ' '),
          }).split('\n')
          expect(lines[7]).toMatch(/^EUR\d+\.\d{2}$/)
          expect(Math.round(Number(lines[7]!.slice(3)) * 100)).toBe(cents)
          expect([...lines[5]!].length).toBeLessThanOrEqual(70)
          expect([...lines[10]!].length).toBeLessThanOrEqual(140)
        },
      ),
    )
    const long = epcQrPayload({
      name: 'x'.repeat(70),
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      amountCents: 1,
      reference: 'y'.repeat(140),
    })
    expect(fitsEpcQr(long)).toBe(true)
  })
})
