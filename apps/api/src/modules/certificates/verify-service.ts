import type { CertificateView } from '@kelp/core/certificates'
import type { CertificateInput } from '../../adapters/pdf'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { contributionCertificate, retirementCertificate } from './certificate-input'
import * as repo from './repository'
import { documentTexts } from './texts'

/** The certificate behind a public id, or null. */
export async function findCertificate(
  deps: Pick<AppDeps, 'db'>,
  id: string,
): Promise<CertificateInput | null> {
  const retirement = await repo.retirementByPublicId(deps.db, id)
  if (retirement) return retirementCertificate(retirement.retirement, retirement.project, null)
  const contribution = await repo.contributionInvoiceByPublicId(deps.db, id)
  if (!contribution) return null
  const parts = await repo.contributionParts(deps.db, contribution.invoice.id)
  return contributionCertificate(contribution.invoice, parts, contribution.beneficiary, null)
}

/**
 * What the public verification page shows: the certificate's facts and the beneficiary name
 * the customer chose, never who retired it (company, e-mail) or anything else about them.
 */
export async function verifyCertificate(
  deps: Pick<AppDeps, 'db'>,
  id: string,
): Promise<CertificateView> {
  const found = await findCertificate(deps, id)
  if (!found) throw new AppError('not_found', documentTexts.certificateNotFound)
  return {
    id: found.id,
    kind: found.kind,
    number: found.number,
    beneficiary: found.beneficiary,
    retiredOn: found.retiredOn,
    purpose: found.purpose,
    totalKg: found.lines.reduce((sum, l) => sum + l.kg, 0),
    pendingKg: found.pendingKg,
    demo: found.demo,
    lines: found.lines,
  }
}
