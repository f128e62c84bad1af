import type { AppDeps } from '../../deps'
import { AppError, type LocalizedText } from '../../lib/app-error'
import { sameText, signFor } from '../../lib/signing'
import { findMailedDocument } from './mailed-document-repository'

/**
 * Documents that mail links to: an accepted offer's invoice (by offer id, as the PDF is filed
 * after the acceptance commits) or a stored document such as a retirement certificate.
 */
export type MailedKind = 'invoice' | 'document'

const PURPOSE = 'mailed-document'

export const MDT = {
  linkInvalid: { en: 'This link is not valid.', de: 'Dieser Link ist ungültig.' },
  notReady: {
    en: 'This document is still being prepared. Try again in a minute, or open it in the Portfolio Manager under “Documents”.',
    de: 'Dieses Dokument wird noch erstellt. Versuchen Sie es in einer Minute erneut oder öffnen Sie es im Portfolio Manager unter „Dokumente“.',
  },
} satisfies Record<string, LocalizedText>

/**
 * The link a mail carries: the HMAC of kind and id with the app secret. Anyone holding the mail
 * may open the document, as with an attachment; the link opens nothing else and cannot be
 * altered to reach another document.
 */
export function mailedDocumentUrl(
  env: Pick<AppDeps['env'], 'APP_SECRET' | 'WEB_ORIGIN'>,
  kind: MailedKind,
  id: string,
) {
  const sig = signFor(env.APP_SECRET, PURPOSE, `${kind}:${id}`)
  return `${env.WEB_ORIGIN.replace(/\/$/, '')}/api/portfolio/mailed/${kind}/${id}?sig=${sig}`
}

/** Checks a mailed link and answers a short-lived download URL for its document. */
export async function openMailedDocument(
  deps: Pick<AppDeps, 'db' | 'storage' | 'env'>,
  { kind, id, sig }: { kind: MailedKind; id: string; sig: string },
) {
  if (!sameText(sig, signFor(deps.env.APP_SECRET, PURPOSE, `${kind}:${id}`))) {
    throw new AppError('forbidden', MDT.linkInvalid)
  }
  const row = await findMailedDocument(
    deps.db,
    kind === 'invoice' ? { kind, offerId: id } : { kind, documentId: id },
  )
  if (!row) throw new AppError('not_found', MDT.notReady)
  return (await deps.storage.signedUrl(row.storageKey, row.fileName)).url
}
