import { registryListing, type RegistryKey } from '@kelp/core/projects'
import type { CertificateInput, CertificateLine } from '../../adapters/pdf'
import type { contributionInvoices, retirements } from '../../db/schema'

/** The project facts a certificate names: the registry comes from REGISTRIES in core. */
export interface ProjectFacts {
  name: string
  registryKey: RegistryKey | null
  registryId: string | null
}

type RetirementRow = typeof retirements.$inferSelect
type ContributionInvoiceRow = typeof contributionInvoices.$inferSelect

type Confirmation = Pick<
  CertificateLine,
  'status' | 'serialStart' | 'serialEnd' | 'registryReference'
>

/** Contributions retire issued credits that their registry has not confirmed yet. */
const REQUESTED: Confirmation = {
  status: 'requested',
  serialStart: null,
  serialEnd: null,
  registryReference: null,
}

function line(
  project: ProjectFacts,
  kg: number,
  vintage: number | null,
  confirmation: Confirmation,
): CertificateLine {
  const listing = registryListing(project.registryKey, project.registryId)
  return {
    projectName: project.name,
    registry: listing.registry,
    registryId: listing.registry ? project.registryId : null,
    registryUrl: listing.registryUrl,
    vintage,
    kg,
    ...confirmation,
  }
}

export function retirementCertificate(
  r: Pick<
    RetirementRow,
    | 'publicId'
    | 'certificateNumber'
    | 'beneficiary'
    | 'retiredOn'
    | 'purpose'
    | 'tonnes'
    | 'vintage'
    | 'status'
    | 'serialStart'
    | 'serialEnd'
    | 'registryReference'
    | 'demo'
  >,
  project: ProjectFacts,
  companyName: string | null,
): CertificateInput {
  return {
    kind: 'retirement',
    id: r.publicId,
    number: r.certificateNumber,
    beneficiary: r.beneficiary,
    retiredBy: companyName,
    retiredOn: r.retiredOn,
    purpose: r.purpose,
    pendingKg: 0,
    demo: r.demo,
    lines: [
      line(project, r.tonnes * 1_000, r.vintage, {
        status: r.status,
        serialStart: r.serialStart,
        serialEnd: r.serialEnd,
        registryReference: r.registryReference,
      }),
    ],
  }
}

export function contributionCertificate(
  invoice: Pick<
    ContributionInvoiceRow,
    'publicId' | 'id' | 'certificateNumber' | 'paidAt' | 'providerCreatedAt' | 'shortfallKg'
  >,
  parts: (ProjectFacts & { kg: number })[],
  beneficiary: string | null,
  purpose: string | null,
): CertificateInput {
  const paidAt = invoice.paidAt ?? invoice.providerCreatedAt
  return {
    kind: 'contribution',
    id: invoice.publicId,
    number: invoice.certificateNumber ?? invoice.id,
    beneficiary,
    retiredBy: null,
    retiredOn: paidAt.toISOString().slice(0, 10),
    purpose,
    pendingKg: invoice.shortfallKg,
    demo: false,
    lines: [...parts].sort((a, b) => b.kg - a.kg).map((p) => line(p, p.kg, null, REQUESTED)),
  }
}
