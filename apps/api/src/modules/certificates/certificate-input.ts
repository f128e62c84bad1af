import type { CertificateInput, CertificateLine } from '../../adapters/pdf'
import type { contributionInvoices, retirements } from '../../db/schema'

/**
 * Today's data mapped onto the certificate's input, in one place. The registry facts a
 * retirement will carry once the registry confirms it (status, serials, reference) are read
 * from what the rows hold today: a serial range means confirmed, no reference is stored yet.
 */
export interface ProjectFacts {
  name: string
  registry: string | null
  registryId: string | null
  registryUrl: string | null
}

type RetirementRow = typeof retirements.$inferSelect
type ContributionInvoiceRow = typeof contributionInvoices.$inferSelect

function line(
  project: ProjectFacts,
  kg: number,
  vintage: number | null,
  serials: { start: string | null; end: string | null },
): CertificateLine {
  const confirmed = Boolean(serials.start && serials.end)
  return {
    projectName: project.name,
    registry: project.registry,
    registryId: project.registryId,
    registryUrl: project.registryUrl,
    vintage,
    kg,
    status: confirmed ? 'confirmed' : 'requested',
    serialStart: serials.start,
    serialEnd: serials.end,
    registryReference: null,
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
    | 'serialStart'
    | 'serialEnd'
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
    lines: [line(project, r.tonnes * 1_000, r.vintage, { start: r.serialStart, end: r.serialEnd })],
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
    lines: [...parts]
      .sort((a, b) => b.kg - a.kg)
      .map((p) => line(p, p.kg, null, { start: null, end: null })),
  }
}
