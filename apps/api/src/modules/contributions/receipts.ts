import type { ContributionDeps } from './deps'
import type { Receipt } from './invoice-events'
import { createMagicLink } from './dashboard-service'
import { receiptMail } from './mails'
import { customerById } from './repository'
import { certificateSignature } from './tokens'

/** After a paid invoice committed: the receipt e-mail with certificate and dashboard links. */
export async function sendReceipt(deps: ContributionDeps, r: Receipt) {
  if (!r.customerId) return
  try {
    const email = r.email || (await customerById(deps.db, r.customerId))?.email
    if (!email) return
    const origin = deps.env.WEB_ORIGIN.replace(/\/$/, '')
    const query = new URLSearchParams({
      invoice_id: r.invoiceId,
      locale: r.locale,
      signature: certificateSignature(deps.env.APP_SECRET, r.invoiceId),
    })
    const dashboardUrl = await createMagicLink(deps, {
      customerId: r.customerId,
      locale: r.locale,
    })
    await deps.mailer.send(
      receiptMail({
        to: email,
        locale: r.locale,
        amountCents: r.amountCents,
        currency: r.currency,
        kg: r.kg,
        certificateNumber: r.certificateNumber,
        parts: r.parts,
        certificateUrl: `${origin}/api/contribution/retirement-certificate?${query}`,
        dashboardUrl,
      }),
    )
  } catch (err) {
    // The payment is recorded; a failed mail must not make the provider retry the event.
    deps.log.error({ err, invoiceId: r.invoiceId }, 'contribution receipt mail failed')
  }
}
