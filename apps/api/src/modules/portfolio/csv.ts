import type { Locale } from '@kelp/core/http'

/** A cell of an export: text, a number, or nothing. */
export type ExportCell = string | number | null

/**
 * The CSV dialect each language's spreadsheet opens without an import dialog: English Excel
 * splits on commas and reads a decimal point; German Excel splits on semicolons (the comma is
 * its decimal separator).
 */
export const CSV_CONVENTIONS = {
  en: { separator: ',', numberLocale: 'en-US' },
  de: { separator: ';', numberLocale: 'de-DE' },
} as const satisfies Record<Locale, { separator: string; numberLocale: string }>

/** Tells Excel the file is UTF-8; without it Windows Excel reads "Begünstigter" as cp1252. */
export const CSV_BOM = '\uFEFF'

const numberFormats = {
  en: new Intl.NumberFormat(CSV_CONVENTIONS.en.numberLocale, {
    useGrouping: false,
    maximumFractionDigits: 10,
  }),
  de: new Intl.NumberFormat(CSV_CONVENTIONS.de.numberLocale, {
    useGrouping: false,
    maximumFractionDigits: 10,
  }),
}

/**
 * RFC 4180 field quoting with the language's separator. Text that a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR first) gets a leading apostrophe; numbers are written with the
 * language's decimal mark and no grouping, so the spreadsheet reads them as numbers.
 */
export function csvCell(value: ExportCell, locale: Locale): string {
  if (value === null) return ''
  if (typeof value === 'number') return numberFormats[locale].format(value + 0) // -0 reads as 0
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  const needsQuotes = text.includes(CSV_CONVENTIONS[locale].separator) || /["\r\n]/.test(text)
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(cells: readonly ExportCell[], locale: Locale): string {
  return `${cells.map((cell) => csvCell(cell, locale)).join(CSV_CONVENTIONS[locale].separator)}\r\n`
}
