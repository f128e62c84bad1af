import type { RegistryKey } from '../projects/registries'
import { parseCsvRows } from './csv'

/** One issuance record of a registry's CSV export, as a lot would be recorded from it. */
export interface ImportedIssuance {
  /** The line in the file (header = 1), for messages. */
  line: number
  registryProjectId: string
  vintage: number | null
  serialBlock: string | null
  issuanceId: string | null
  quantityKg: number
  /** The registry says these credits are retired or cancelled: nobody can sell them. */
  retired: boolean
}

export type ImportProblem = { kind: 'header' } | { kind: 'row'; line: number }

/**
 * The columns of each registry's public export Kelp reads (the samples in
 * shared/data/registries): Verra's transactions (VCU serial blocks), Gold Standard's
 * issuances (GS serial blocks), Isometric's issuances (issuance ids, kilograms).
 */
const FORMATS: Record<
  Exclude<RegistryKey, 'puro-earth'>,
  { columns: string[]; read(cell: (name: string) => string): Omit<ImportedIssuance, 'line'> }
> = {
  verra: {
    columns: ['ID', 'Serial Number', 'Quantity Issued', 'Vintage Start'],
    read: (cell) => ({
      registryProjectId: `VCS${cell('ID')}`,
      vintage: Number(cell('Vintage Start').slice(0, 4)) || null,
      serialBlock: cell('Serial Number'),
      issuanceId: null,
      quantityKg: Number(cell('Quantity Issued').replace(/[,\s]/g, '')) * 1000,
      retired: cell('Retirement/Cancellation Date') !== '',
    }),
  },
  'gold-standard': {
    columns: ['GSID', 'Serial Number', 'Quantity', 'Vintage'],
    read: (cell) => ({
      registryProjectId: `GS${cell('GSID')}`,
      vintage: Number(cell('Vintage')) || null,
      serialBlock: cell('Serial Number'),
      issuanceId: null,
      quantityKg: Number(cell('Quantity').replace(/[,\s]/g, '')) * 1000,
      retired: !['', 'Issued'].includes(cell('Credit Status')),
    }),
  },
  isometric: {
    columns: ['id', 'project_id', 'supplier_credit_batch_size_total.credit_kgs'],
    read: (cell) => ({
      registryProjectId: cell('project_id'),
      vintage: null,
      serialBlock: null,
      issuanceId: cell('id'),
      quantityKg: Math.floor(Number(cell('supplier_credit_batch_size_total.credit_kgs'))),
      retired: false,
    }),
  },
}

export const importableRegistry = (key: RegistryKey): key is keyof typeof FORMATS => key in FORMATS

/** Reads a registry's CSV export into issuance records, or says what is wrong with it. */
export function readRegistryExport(
  key: keyof typeof FORMATS,
  csv: string,
): { ok: true; rows: ImportedIssuance[] } | { ok: false; problem: ImportProblem } {
  const format = FORMATS[key]
  const [header, ...body] = parseCsvRows(csv.replace(/^\uFEFF/, ''))
  const at = new Map((header ?? []).map((name, i) => [name.trim(), i]))
  if (!header || body.length === 0 || format.columns.some((c) => !at.has(c))) {
    return { ok: false, problem: { kind: 'header' } }
  }
  const rows: ImportedIssuance[] = []
  for (const [n, cells] of body.entries()) {
    const cell = (name: string) => (at.has(name) ? (cells[at.get(name)!] ?? '').trim() : '')
    const row = { line: n + 2, ...format.read(cell) }
    if (!Number.isSafeInteger(row.quantityKg) || row.quantityKg <= 0) {
      return { ok: false, problem: { kind: 'row', line: row.line } }
    }
    rows.push(row)
  }
  return { ok: true, rows }
}
