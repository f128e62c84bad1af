import type { Locale } from '@kelp/core/http'
import { certificatePath, liveRetirementToV1 } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import { verifyUrl } from '../certificates'
import { findRetirement } from './retirement-repository'
import { toRetirementView } from './retirement-service'

/**
 * The confirmed retirement as the API shows it, announced (after commit) to the company's
 * webhooks: the retirement with its serials, and its certificate now that it names them.
 */
export async function announceConfirmed(
  deps: Pick<AppDeps, 'db' | 'env' | 'events'>,
  { retirementId, locale }: { retirementId: string; locale: Locale },
) {
  const row = await findRetirement(deps.db, retirementId)
  const retirement = toRetirementView(row)
  const verificationUrl = verifyUrl(deps.env.WEB_ORIGIN, row.retirement.publicId, locale)
  // Webhooks show the retirement as the public API does, with a certificate link API keys open.
  deps.events.emit(retirement.companyId, 'retirement.confirmed', {
    retirement: liveRetirementToV1(row.retirement, verificationUrl),
  })
  if (retirement.documentId) {
    deps.events.emit(retirement.companyId, 'certificate.ready', {
      certificate: {
        retirementId: retirement.id,
        certificateNumber: retirement.certificateNumber,
        url: certificatePath(retirement.id),
        verificationUrl,
      },
    })
  }
  return retirement
}
