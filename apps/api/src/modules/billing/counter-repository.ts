import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

export type InvoiceSeries = 'invoice' | 'credit_note'

const PREFIX: Record<InvoiceSeries, string> = { invoice: 'INV', credit_note: 'CN' }

/**
 * The next number of a series in a year, e.g. `INV-2026-000001`. Must run inside the
 * transaction that stores the invoice: the counter row stays locked until that transaction
 * ends, and a rollback gives the number back, so the numbers of a year have no gaps.
 */
export async function nextInvoiceNumber(
  tx: Database,
  series: InvoiceSeries,
  year: number,
): Promise<string> {
  const result = (await tx.execute(sql`
    insert into invoice_counters (series, year, last) values (${series}, ${year}, 1)
    on conflict (series, year)
    do update set last = invoice_counters.last + 1, updated_at = now()
    returning last`)) as unknown as { rows: { last: number }[] }
  const last = Number(result.rows[0]!.last)
  return `${PREFIX[series]}-${year}-${String(last).padStart(6, '0')}`
}
