import type { Locale } from '@kelp/core/http'
import { AppError } from '../../lib/app-error'
import { renderCertificate } from '../../adapters/pdf'
import { contributionCertificate } from '../certificates'
import { verifyUrl } from '../certificates'
import { contributionParts } from '../certificates'
import { dashboardCustomer } from './dashboard-service'
import type { ContributionDeps } from './deps'
import { invoiceWithContribution } from './repository'
import { PORTFOLIO_NAMES, texts } from './texts'
import { certificateSignatureValid } from './tokens'

const FREQUENCY = {
  en: { monthly: 'Monthly climate contribution', 'once-off': 'Once-off climate contribution' },
  de: { monthly: 'Monatlicher Klimabeitrag', 'once-off': 'Einmaliger Klimabeitrag' },
} as const

export interface CertificateRequest {
  invoice_id: string
  locale: Locale
  signature?: string
}

/** The PDF of a paid invoice, for the signed receipt link or the dashboard's owner. */
export async function certificatePdf(
  deps: ContributionDeps,
  req: CertificateRequest & { tokenHeader: unknown },
): Promise<Buffer> {
  const found = await invoiceWithContribution(deps.db, req.invoice_id)
  if (req.signature !== undefined) {
    if (!certificateSignatureValid(deps.env.APP_SECRET, req.invoice_id, req.signature)) {
      throw new AppError('forbidden', texts.certificateSignature)
    }
  } else {
    const customerId = dashboardCustomer(deps, req.tokenHeader)
    if (found && found.contribution.customerId !== customerId) {
      throw new AppError('forbidden', texts.notYours)
    }
  }
  if (!found || found.invoice.status !== 'paid' || !found.contribution.customerId) {
    throw new AppError('not_found', texts.invoiceNotFound)
  }
  const { invoice, contribution } = found
  const parts = await contributionParts(deps.db, invoice.id)
  const frequency = FREQUENCY[req.locale][contribution.frequency as 'monthly']
  const portfolio = PORTFOLIO_NAMES[req.locale][invoice.portfolio as 'germany']
  const purpose = `${frequency ?? contribution.frequency}, ${portfolio ?? invoice.portfolio}`
  const input = contributionCertificate(invoice, parts, contribution.beneficiary, purpose)
  return renderCertificate(input, req.locale, verifyUrl(deps.env.WEB_ORIGIN, input.id, req.locale))
}
