import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { documents, offers } from '../../db/schema'

/** A company's stored document, found by the offer whose invoice it is or by its own id. */
export async function findMailedDocument(
  db: Database,
  ref: { kind: 'invoice'; offerId: string } | { kind: 'document'; documentId: string },
) {
  const where =
    ref.kind === 'invoice'
      ? and(eq(offers.id, ref.offerId), eq(documents.id, offers.invoiceDocumentId))
      : eq(documents.id, ref.documentId)
  const query = db
    .select({ storageKey: documents.storageKey, fileName: documents.fileName })
    .from(documents)
  const [row] =
    ref.kind === 'invoice'
      ? await query.innerJoin(offers, eq(offers.companyId, documents.companyId)).where(where)
      : await query.where(where)
  return row
}
