/** An IBAN without spaces, upper case. */
export function normaliseIban(iban: string): string {
  return iban.replaceAll(/\s/g, '').toUpperCase()
}

/** ISO 13616: country, two check digits, up to 30 letters or digits, and mod 97 equal to 1. */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input)
  if (!/^[A-Z]{2}[0-9]{2}[0-9A-Z]{11,30}$/.test(iban)) return false
  const moved = iban.slice(4) + iban.slice(0, 4)
  let rest = 0
  for (const char of moved) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  }
  return rest === 1
}

/** An IBAN in groups of four, as printed on invoices. */
export function formatIban(iban: string): string {
  return normaliseIban(iban).replaceAll(/(.{4})(?=.)/g, '$1 ')
}

export interface SepaTransfer {
  name: string
  iban: string
  bic: string | null
  amountCents: number
  /** Unstructured remittance information, e.g. the invoice number. */
  reference: string
}

/** Limits of the EPC quick-response code (EPC069-12, version 002). */
const EPC = { name: 70, reference: 140, maxCents: 99_999_999_999, maxBytes: 331 } as const

/**
 * The payload of an EPC QR code ("GiroCode") for a SEPA credit transfer, EPC069-12 version 002
 * in UTF-8: BCD, version, character set, SCT, BIC, name, IBAN, amount, purpose, structured
 * reference, remittance text. Banking apps fill the transfer form from it. Amounts above the
 * format's limit get no amount line (the payer types it).
 */
export function epcQrPayload(t: SepaTransfer): string {
  const amount =
    t.amountCents > 0 && t.amountCents <= EPC.maxCents
      ? `EUR${Math.trunc(t.amountCents / 100)}.${String(t.amountCents % 100).padStart(2, '0')}`
      : ''
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    t.bic ?? '',
    [...t.name].slice(0, EPC.name).join(''),
    normaliseIban(t.iban),
    amount,
    '',
    '',
    [...t.reference].slice(0, EPC.reference).join(''),
  ]
  return lines.join('\n')
}

/** Whether a payload fits the format's size limit (331 bytes). */
export function fitsEpcQr(payload: string): boolean {
  return new TextEncoder().encode(payload).length <= EPC.maxBytes
}
