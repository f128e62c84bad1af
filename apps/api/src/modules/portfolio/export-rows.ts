import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'
import type { ExportCell } from './csv'
import { companyHoldings } from './overview-repository'
import { retirementsAfter } from './retirement-repository'

export type ExportKind = 'holdings' | 'retirements'

/** One export: the company's holdings or retirements (of a year, if given), in a language. */
export interface ExportRequest {
  companyId: string
  kind: ExportKind
  year: number | undefined
  locale: Locale
}

/** How a spreadsheet should treat a column (XLSX types; CSV writes dates as ISO text). */
export type ColumnType = 'text' | 'number' | 'date'

interface Column {
  en: string
  de: string
  type: ColumnType
}

export const EXPORT_COLUMNS: Record<ExportKind, readonly Column[]> = {
  holdings: [
    { en: 'Project', de: 'Projekt', type: 'text' },
    { en: 'Project slug', de: 'Projekt-Slug', type: 'text' },
    { en: 'Vintage', de: 'Jahrgang', type: 'number' },
    { en: 'Tonnes held', de: 'Gehaltene Tonnen', type: 'number' },
  ],
  retirements: [
    { en: 'Certificate', de: 'Zertifikat', type: 'text' },
    { en: 'Date', de: 'Datum', type: 'date' },
    { en: 'Project', de: 'Projekt', type: 'text' },
    { en: 'Vintage', de: 'Jahrgang', type: 'number' },
    { en: 'Tonnes', de: 'Tonnen', type: 'number' },
    { en: 'Beneficiary', de: 'Begünstigter', type: 'text' },
    { en: 'Status', de: 'Status', type: 'text' },
    { en: 'Serial start', de: 'Serien-Start', type: 'text' },
    { en: 'Serial end', de: 'Serien-Ende', type: 'text' },
    { en: 'Registry reference', de: 'Register-Referenz', type: 'text' },
  ],
}

export const exportHeaders = (kind: ExportKind, locale: Locale) =>
  EXPORT_COLUMNS[kind].map((column) => column[locale])

export const exportFileName = (kind: ExportKind, year: number | undefined, ext: 'csv' | 'xlsx') =>
  `kelp-${kind}${year ? `-${year}` : ''}.${ext}`

const STATUS = {
  en: { requested: 'awaiting registry confirmation', confirmed: 'confirmed by the registry' },
  de: {
    requested: 'Bestätigung durch das Register ausstehend',
    confirmed: 'vom Register bestätigt',
  },
} as const

const BATCH = 5000

/** The rows in batches, read by keyset so 100,000 rows never sit in memory at once. */
export async function* exportRows(
  deps: Pick<AppDeps, 'db'>,
  { companyId, kind, year, locale }: ExportRequest,
): AsyncGenerator<ExportCell[][]> {
  const { db } = deps
  if (kind === 'holdings') {
    const holdings = await companyHoldings(db, companyId)
    yield holdings.map((h) => [h.projectName, h.projectSlug, h.vintage, h.tonnes])
    return
  }
  let after: string | undefined
  for (;;) {
    const rows = await retirementsAfter(db, companyId, year, after, BATCH)
    if (rows.length === 0) return
    yield rows.map(({ retirement: r, projectName }) => [
      r.certificateNumber,
      r.retiredOn,
      projectName,
      r.vintage,
      r.tonnes,
      r.beneficiary,
      STATUS[locale][r.status],
      r.serialStart,
      r.serialEnd,
      r.registryReference,
    ])
    after = rows[rows.length - 1]!.retirement.id
  }
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
