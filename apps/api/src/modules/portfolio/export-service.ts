import type { Locale } from '@kelp/core/http'
import type { Database } from '../../db/client'
import { csvLine } from './csv'
import { companyHoldings } from './overview-repository'
import { retirementsAfter } from './retirement-repository'

const HEADERS = {
  holdings: {
    en: ['Project', 'Project slug', 'Vintage', 'Tonnes held'],
    de: ['Projekt', 'Projekt-Slug', 'Jahrgang', 'Gehaltene Tonnen'],
  },
  retirements: {
    en: [
      'Certificate',
      'Date',
      'Project',
      'Vintage',
      'Tonnes',
      'Beneficiary',
      'Status',
      'Serial start',
      'Serial end',
      'Registry reference',
    ],
    de: [
      'Zertifikat',
      'Datum',
      'Projekt',
      'Jahrgang',
      'Tonnen',
      'Begünstigter',
      'Status',
      'Serien-Start',
      'Serien-Ende',
      'Register-Referenz',
    ],
  },
} as const

const STATUS = {
  en: { requested: 'awaiting registry confirmation', confirmed: 'confirmed by the registry' },
  de: {
    requested: 'Bestätigung durch das Register ausstehend',
    confirmed: 'vom Register bestätigt',
  },
} as const

const BATCH = 5000

/** The CSV as chunks, read in keyset batches so 100,000 rows never sit in memory at once. */
export async function* exportCsv(
  db: Database,
  companyId: string,
  kind: 'holdings' | 'retirements',
  year: number | undefined,
  locale: Locale,
): AsyncGenerator<string> {
  yield csvLine([...HEADERS[kind][locale]])
  if (kind === 'holdings') {
    for (const h of await companyHoldings(db, companyId)) {
      yield csvLine([h.projectName, h.projectSlug, h.vintage, h.tonnes])
    }
    return
  }
  let after: string | undefined
  for (;;) {
    const rows = await retirementsAfter(db, companyId, year, after, BATCH)
    if (rows.length === 0) return
    yield rows
      .map(({ retirement: r, projectName }) =>
        csvLine([
          r.certificateNumber,
          r.retiredOn,
          projectName,
          r.vintage,
          r.tonnes,
          r.beneficiary,
          STATUS[locale][r.status],
          r.serialStart ?? '',
          r.serialEnd ?? '',
          r.registryReference ?? '',
        ]),
      )
      .join('')
    after = rows[rows.length - 1]!.retirement.id
  }
}
