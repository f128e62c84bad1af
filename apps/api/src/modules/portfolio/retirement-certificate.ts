import type { Locale } from '@kelp/core/http'
import type { RegistryKey } from '@kelp/core/projects'
import { renderCertificate } from '../../adapters/pdf'
import type { retirements } from '../../db/schema'
import { retirementCertificate } from '../certificates'
import { verifyUrl } from '../certificates'

interface CertificateFacts {
  retirement: typeof retirements.$inferSelect
  project: { name: string; registryKey: RegistryKey | null; registryId: string | null }
  companyName: string
}

/**
 * The certificate of a retirement as the registry stands: the serial range and reference
 * once an operator has recorded them, "awaiting registry confirmation" before; with the QR
 * code and short address of its public verification page.
 */
export function renderRetirementCertificate(
  facts: CertificateFacts,
  locale: Locale,
  webOrigin: string,
) {
  const input = retirementCertificate(facts.retirement, facts.project, facts.companyName)
  return renderCertificate(input, locale, verifyUrl(webOrigin, input.id, locale))
}
