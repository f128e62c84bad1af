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
      'Serial start',
      'Serial end',
    ],
    de: [
      'Zertifikat',
      'Datum',
      'Projekt',
      'Jahrgang',
      'Tonnen',
      'Begünstigter',
      'Serien-Start',
      'Serien-Ende',
    ],
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
          r.serialStart,
          r.serialEnd,
        ]),
      )
      .join('')
    after = rows[rows.length - 1]!.retirement.id
  }
}
