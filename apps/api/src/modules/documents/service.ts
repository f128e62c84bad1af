import { randomUUID } from 'node:crypto'
import type { Locale } from '@kelp/core/http'
import type { DocumentKind, PortfolioDocument } from '@kelp/core/portfolio'
import { AppError } from '../../lib/app-error'
import type { AppDeps } from '../../deps'
import { findDocument, insertDocument, listDocuments, type DocumentRow } from './repository'
import { DT } from './texts'

export const downloadPath = (companyId: string, documentId: string) =>
  `/api/portfolio/documents/${companyId}/${documentId}/download`

/** A document as the API sends it, titled in the reader's language where it has that title. */
export function presentDocument(row: DocumentRow, locale: Locale): PortfolioDocument {
  return {
    id: row.id,
    companyId: row.companyId,
    kind: row.kind,
    title: (locale === 'de' ? row.titleDe : null) ?? row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    year: row.year,
    createdAt: row.createdAt.toISOString(),
    downloadPath: downloadPath(row.companyId, row.id),
  }
}

const extension = (fileName: string) => /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1] ?? 'bin'

export interface NewDocument {
  companyId: string
  kind: DocumentKind
  year: number
  /** The title in English and, where there is one, in German. */
  title: string
  titleDe?: string
  fileName: string
  contentType: string
  body: Buffer
}

/** Writes the file through the storage adapter, then records it (inside the caller's tx). */
export async function storeDocument(deps: Pick<AppDeps, 'db' | 'storage'>, doc: NewDocument) {
  const id = randomUUID()
  const storageKey = `companies/${doc.companyId}/${doc.kind}/${id}.${extension(doc.fileName)}`
  await deps.storage.put(storageKey, doc.body, doc.contentType)
  try {
    return await insertDocument(deps.db, {
      id,
      companyId: doc.companyId,
      kind: doc.kind,
      year: doc.year,
      title: doc.title,
      titleDe: doc.titleDe ?? null,
      fileName: doc.fileName,
      contentType: doc.contentType,
      sizeBytes: doc.body.length,
      storageKey,
    })
  } catch (error) {
    // No record, no file: a stored object nobody can reach would only cost space.
    await deps.storage.remove(storageKey).catch(() => undefined)
    throw error
  }
}

/** A short-lived link to a document of the caller's company; 404 for any other company. */
export async function documentSignedUrl(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: { callerCompanyId: string; companyId: string; documentId: string },
) {
  const { companyId } = input
  if (companyId !== input.callerCompanyId) throw new AppError('not_found', DT.documentMissing)
  const row = await findDocument(deps.db, companyId, input.documentId)
  if (!row) throw new AppError('not_found', DT.documentMissing)
  const signed = await deps.storage.signedUrl(row.storageKey, row.fileName)
  return { signedUrl: signed.url, expiresAt: signed.expiresAt.toISOString() }
}

/** A page of the company's documents of one kind (of a year, if given). */
export async function companyDocuments(
  deps: Pick<AppDeps, 'db'>,
  input: {
    companyId: string
    kind: DocumentKind
    year?: number
    page: number
    perPage: number
    locale: Locale
  },
) {
  const { page, perPage } = input
  const result = await listDocuments(
    deps.db,
    input.companyId,
    input.kind,
    input.year,
    page,
    perPage,
  )
  return {
    items: result.items.map((row) => presentDocument(row, input.locale)),
    page,
    perPage,
    total: result.total,
    pageCount: Math.ceil(result.total / perPage),
  }
}
