import type { V1CertificateLink } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { ApiCaller } from '../api-keys'
import { documentSignedUrl } from '../documents'
import { findRetirement } from '../portfolio'
import { liveRetirementPage } from './live-repository'
import { VT } from './texts'

/**
 * A short-lived link to the certificate PDF of one of the company's retirements, for API keys
 * (the link `certificate.ready` names). Sandbox retirements have no certificate document.
 */
export async function v1CertificateLink(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { caller, id }: { caller: ApiCaller; id: string },
): Promise<V1CertificateLink> {
  if (caller.mode === 'test') throw new AppError('not_found', VT.certificateMissing)
  const [owned] = await liveRetirementPage(deps.db, caller.companyId, { id, limit: 1 })
  if (!owned) throw new AppError('not_found', VT.retirementMissing)
  const { retirement } = await findRetirement(deps.db, owned.id)
  if (!retirement.documentId) throw new AppError('not_found', VT.certificateMissing)
  const link = await documentSignedUrl(deps, {
    callerCompanyId: caller.companyId,
    companyId: retirement.companyId,
    documentId: retirement.documentId,
  })
  return {
    retirementId: retirement.id,
    certificateNumber: retirement.certificateNumber,
    url: link.signedUrl,
    expiresAt: link.expiresAt,
  }
}
