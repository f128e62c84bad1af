import { mailCustomer, type EventMailDeps } from './event-mails'
import { metaString } from './event-fields'
import { applyInvoice } from './invoice-events'
import { cardChangedMail, contributionChangedMail, paymentFailedMail } from './money-mails'
import { contributionsOfProviderCustomer, type ContributionRow } from './repository'

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {})

/** invoice.payment_failed: the failed invoice is recorded and its first decline is mailed. */
export async function applyFailedInvoice(deps: EventMailDeps, o: Obj) {
  const { failed } = await applyInvoice({ db: deps.tx }, { paid: false, object: o })
  if (!failed) return () => {}
  return mailCustomer(deps, {
    customerId: failed.customerId,
    draft: (to, locale, dashboardUrl) => paymentFailedMail({ to, locale, dashboardUrl, ...failed }),
  })
}

/** customer.subscription.updated with a new price: the contributor learns the new amount. */
export function mailAmountChanged(
  deps: EventMailDeps,
  {
    c,
    newCents,
    nextBillingAt,
  }: { c: ContributionRow; newCents: number; nextBillingAt: Date | null },
) {
  return mailCustomer(deps, {
    customerId: c.customerId,
    draft: (to, locale, dashboardUrl) =>
      contributionChangedMail({
        to,
        locale,
        dashboardUrl,
        currency: c.currency,
        oldCents: c.amountCents,
        newCents,
        nextBillingAt,
      }),
  })
}

/**
 * customer.updated naming a new default payment method (what the provider's portal sends when
 * a card is replaced): the contributor is told, once per customer, whatever their contributions.
 */
export async function applyCustomerUpdate(deps: EventMailDeps, o: Obj) {
  const providerCustomerId = typeof o.id === 'string' ? o.id : null
  const method = metaString(obj(o.invoice_settings), 'default_payment_method')
  if (!providerCustomerId || !method) return () => {}
  const [own] = await contributionsOfProviderCustomer(deps.tx, providerCustomerId)
  if (!own) return () => {}
  return mailCustomer(deps, {
    customerId: own.customerId,
    draft: (to, locale, dashboardUrl) => cardChangedMail({ to, locale, dashboardUrl }),
  })
}
