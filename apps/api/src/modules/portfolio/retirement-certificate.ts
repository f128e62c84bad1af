import type { Locale } from '@kelp/core/http'
import { registryListing, type RegistryKey } from '@kelp/core/projects'
import { renderCertificate } from '../../adapters/pdf'
import type { retirements } from '../../db/schema'
import { countryName } from '../../lib/format'

interface CertificateFacts {
  retirement: typeof retirements.$inferSelect
  project: {
    name: string
    countryCode: string
    registryKey: RegistryKey | null
    registryId: string | null
  }
  companyName: string
}

/**
 * The certificate of a retirement as the registry stands: the serial range and reference
 * once an operator has recorded them, "awaiting registry confirmation" before.
 */
export function renderRetirementCertificate(facts: CertificateFacts, locale: Locale) {
  const { retirement: r, project } = facts
  return renderCertificate(
    {
      certificateNumber: r.certificateNumber,
      companyName: facts.companyName,
      beneficiary: r.beneficiary,
      tonnes: r.tonnes,
      retiredOn: r.retiredOn,
      projectName: project.name,
      ...registryListing(project.registryKey, project.registryId),
      registryId: project.registryId,
      countryLabel: countryName(project.countryCode, locale),
      vintage: r.vintage,
      serialStart: r.serialStart,
      serialEnd: r.serialEnd,
      registryReference: r.registryReference,
      demo: r.demo,
    },
    locale,
  )
}
