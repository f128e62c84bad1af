import type { Locale } from '@kelp/core/http'
import type { Database } from '../../db/client'
import { verifyUrl } from '../certificates'
import type { WebhookEvents } from '../webhooks'
import { findRetirement } from './retirement-repository'
import { toRetirementView } from './retirement-service'

interface AnnounceDeps {
  db: Database
  locale: Locale
  webOrigin: string
  events?: WebhookEvents
}

/**
 * The confirmed retirement as the API shows it, announced (after commit) to the company's
 * webhooks: the retirement with its serials, and its certificate now that it names them.
 */
export async function announceConfirmed(deps: AnnounceDeps, retirementId: string) {
  const row = await findRetirement(deps.db, retirementId)
  const retirement = toRetirementView(row)
  deps.events?.emit(retirement.companyId, 'retirement.confirmed', { retirement })
  if (retirement.documentId) {
    deps.events?.emit(retirement.companyId, 'certificate.ready', {
      certificate: {
        retirementId: retirement.id,
        certificateNumber: retirement.certificateNumber,
        documentId: retirement.documentId,
        downloadPath: retirement.downloadPath,
        verificationUrl: verifyUrl(deps.webOrigin, row.retirement.publicId, deps.locale),
      },
    })
  }
  return retirement
}
