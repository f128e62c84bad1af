import type { Locale } from '@kelp/core/http'
import { registryListing } from '@kelp/core/projects'
import { eq } from 'drizzle-orm'
import { contributionRetirements, projects } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { renderCertificate } from './certificate'
import { dashboardCustomer } from './dashboard-service'
import type { ContributionDeps } from './deps'
import { customerById, invoiceWithContribution } from './repository'
import { texts } from './texts'
import { certificateSignatureValid } from './tokens'

export interface CertificateRequest {
  invoice_id: string
  locale: Locale
  signature?: string
}

/** The PDF of a paid invoice, for the signed receipt link or the dashboard's owner. */
export async function certificatePdf(
  deps: ContributionDeps,
  req: CertificateRequest,
  tokenHeader: unknown,
): Promise<Buffer> {
  const found = await invoiceWithContribution(deps.db, req.invoice_id)
  if (req.signature !== undefined) {
    if (!certificateSignatureValid(deps.env.APP_SECRET, req.invoice_id, req.signature)) {
      throw new AppError('forbidden', texts.certificateSignature)
    }
  } else {
    const customerId = dashboardCustomer(deps, tokenHeader)
    if (found && found.contribution.customerId !== customerId) {
      throw new AppError('forbidden', texts.notYours)
    }
  }
  if (!found || found.invoice.status !== 'paid' || !found.contribution.customerId) {
    throw new AppError('not_found', texts.invoiceNotFound)
  }
  const { invoice, contribution } = found
  const customer = await customerById(deps.db, contribution.customerId!)
  const parts = await deps.db
    .select({
      name: projects.name,
      kg: contributionRetirements.kg,
      registryKey: projects.registryKey,
      registryId: projects.registryId,
    })
    .from(contributionRetirements)
    .innerJoin(projects, eq(projects.id, contributionRetirements.projectId))
    .where(eq(contributionRetirements.invoiceId, invoice.id))
  return renderCertificate({
    locale: req.locale,
    certificateNumber: invoice.certificateNumber ?? invoice.id,
    invoiceId: invoice.id,
    paidAt: invoice.paidAt ?? invoice.providerCreatedAt,
    email: customer?.email ?? '',
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    kg: invoice.kg,
    shortfallKg: invoice.shortfallKg,
    portfolio: invoice.portfolio as 'germany',
    frequency: contribution.frequency,
    parts: parts
      .map(({ registryKey, ...p }) => ({
        ...p,
        registry: registryListing(registryKey, p.registryId).registry,
      }))
      .sort((a, b) => b.kg - a.kg),
  })
}
