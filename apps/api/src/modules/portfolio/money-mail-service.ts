import type { InvoiceFacts } from '@kelp/core/orbit'
import type { Database } from '../../db/client'
import type { AppDeps } from '../../deps'
import type { MailDraft } from '../../lib/mail'
import { companyAdmins } from './accept-repository'
import { mailedDocumentUrl } from './mailed-documents'
import { offerAcceptedMail, retirementMail } from './money-mails'

/** The mailer and origin, and the transaction the mail is stored in. */
type MailDeps = Pick<AppDeps, 'mailer' | 'env'> & { tx: Database }

/**
 * Stores one mail per company admin, each in the language their account reads, in the caller's
 * transaction; answers the step that starts delivery once the transaction has committed.
 */
async function mailAdmins(
  { mailer, tx }: MailDeps,
  companyId: string,
  draft: (to: string, locale: 'en' | 'de') => MailDraft,
) {
  const wakes: (() => void)[] = []
  for (const admin of await companyAdmins(tx, companyId)) {
    wakes.push(await mailer.sendInTransaction(tx, draft(admin.email, admin.locale)))
  }
  return () => wakes.forEach((wake) => wake())
}

/** The purchase is booked: its invoice, linked by the offer (the PDF is filed after commit). */
export function mailOfferAccepted(
  deps: MailDeps,
  input: {
    companyId: string
    offerId: string
    orderNumber: string
    invoiceNumber: string
    currency: string
    tonnes: number
    facts: Pick<InvoiceFacts, 'netCents' | 'vatCents'>
  },
) {
  const invoiceUrl = mailedDocumentUrl(deps.env, 'invoice', input.offerId)
  return mailAdmins(deps, input.companyId, (to, locale) =>
    offerAcceptedMail({
      to,
      locale,
      orderNumber: input.orderNumber,
      invoiceNumber: input.invoiceNumber,
      tonnes: input.tonnes,
      currency: input.currency,
      netCents: input.facts.netCents,
      vatCents: input.facts.vatCents,
      invoiceUrl,
    }),
  )
}

export interface RetirementFacts {
  companyId: string
  certificateNumber: string
  projectName: string
  vintage: number
  tonnes: number
  beneficiary: string
  documentId: string | null
  demo: boolean
  serialStart: string | null
  serialEnd: string | null
  registryReference: string | null
  confirmedAt: Date | null
}

/** A retirement requested, or confirmed by the registry: its certificate, to the admins. */
export async function mailRetirement(deps: MailDeps, r: RetirementFacts) {
  // The demo seed's retirements are not news to anyone.
  if (r.demo || !r.documentId) return () => {}
  const certificateUrl = mailedDocumentUrl(deps.env, 'document', r.documentId)
  const registry =
    r.serialStart && r.serialEnd && r.registryReference && r.confirmedAt
      ? {
          serialStart: r.serialStart,
          serialEnd: r.serialEnd,
          reference: r.registryReference,
          confirmedAt: r.confirmedAt,
        }
      : undefined
  return mailAdmins(deps, r.companyId, (to, locale) =>
    retirementMail({ ...r, to, locale, certificateUrl, ...(registry ? { registry } : {}) }),
  )
}
