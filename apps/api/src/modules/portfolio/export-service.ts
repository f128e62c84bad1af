import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node'
import type { AppDeps } from '../../deps'
import { CSV_BOM, csvLine, type ExportCell } from './csv'
import { EXPORT_COLUMNS, exportHeaders, exportRows, type ExportRequest } from './export-rows'

/** The CSV in the reader's convention, as chunks: the byte-order mark and header, then batches. */
export async function* exportCsv(
  deps: Pick<AppDeps, 'db'>,
  r: ExportRequest,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(exportHeaders(r.kind, r.locale), r.locale)
  for await (const rows of exportRows(deps, r)) {
    yield rows.map((row) => csvLine(row, r.locale)).join('')
  }
}

const headerCell = (value: string): Cell => ({ value, fontWeight: 'bold' })

/**
 * The same rows as an Excel workbook: numbers as numbers and dates as dates, so no locale has
 * to guess; text cells are stored as text, which Excel never evaluates as a formula.
 */
export async function exportXlsx(deps: Pick<AppDeps, 'db'>, r: ExportRequest): Promise<Buffer> {
  const columns = EXPORT_COLUMNS[r.kind]
  const data: SheetData = [exportHeaders(r.kind, r.locale).map(headerCell)]
  const cell = (value: ExportCell, index: number): Cell => {
    if (value === null) return null
    if (columns[index]?.type === 'date' && typeof value === 'string') {
      return { value: new Date(`${value}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' }
    }
    return value
  }
  for await (const rows of exportRows(deps, r)) {
    for (const row of rows) data.push(row.map(cell))
  }
  return writeXlsxFile(data, {
    sheet: r.locale === 'de' ? 'Kelp-Export' : 'Kelp export',
    columns: columns.map((c) => ({ width: c.type === 'text' ? 32 : 14 })),
    stickyRowsCount: 1,
  }).toBuffer()
}
