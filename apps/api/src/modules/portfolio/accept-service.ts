import type { Offer } from '@kelp/core/orbit'
import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { BT, findBilling, invoiceFacts, nextInvoiceNumber } from '../billing'
import { loadOffer } from '../orbit'
import * as repo from './accept-repository'
import { fileInvoice, type AcceptedInvoice, type InvoiceFilingDeps } from './invoice-filing'
import { mailOfferAccepted } from './money-mail-service'
import { announceAccepted } from './order-announce'
import { inventoryRanOut, PT } from './texts'

/** Only `log.error` is used: a failed filing is logged (the demo seed logs nowhere). */
type AcceptDeps = InvoiceFilingDeps &
  Pick<AppDeps, 'now' | 'mailer' | 'env' | 'events'> & { log: Pick<AppDeps['log'], 'error'> }

/** Who accepts, and the language their invoice is printed in. */
export interface Acceptor {
  companyId: string
  userId: string
  email: string
  locale: Locale
}

/**
 * Accepts the company's open offer in one transaction: locks the offer and its vintages,
 * takes the credits (never below zero), books holdings and purchases and draws the invoice's
 * number and facts, and stores the admins' mail that links the invoice. The invoice PDF is rendered and filed after the commit (invoice-filing.ts).
 */
export async function acceptOffer(deps: AcceptDeps, who: Acceptor): Promise<Offer> {
  const company = await repo.findCompany(deps.db, who.companyId)
  if (!company) throw new AppError('not_found', PT.noOpenOffer)
  const billing = await findBilling(deps.db, who.companyId)
  if (!billing) throw new AppError('conflict', BT.billingMissing)
  const outcome = await deps.db.transaction(async (tx) => {
    const offer = await repo.lockOpenOffer(tx, who.companyId)
    if (!offer) throw new AppError('not_found', PT.noOpenOffer)
    if (offer.validUntil.getTime() <= Date.now()) {
      await repo.markExpired(tx, offer.id)
      return { expired: true as const }
    }
    const lines = await repo.offerLines(tx, offer.id)
    const now = deps.now()
    // The company's own rows first; the rows every acceptance shares (the vintages' stock, the
    // invoice counter) last, so each acceptance holds their locks only for a few statements.
    for (const { item } of lines) {
      await repo.addHolding(tx, {
        companyId: who.companyId,
        projectId: item.projectId,
        vintageId: item.vintageId,
        vintage: item.vintage,
        tonnes: item.tonnes,
      })
    }
    await repo.insertPurchases(
      tx,
      lines.map(({ item }) => ({
        companyId: who.companyId,
        offerId: offer.id,
        projectId: item.projectId,
        vintage: item.vintage,
        tonnes: item.tonnes,
        priceCents: item.priceCents,
        year: now.getUTCFullYear(),
      })),
    )
    const orderNumber = await repo.orderNumberOf(tx, offer.orderId)
    const locked = await repo.lockVintages(
      tx,
      lines.map((l) => l.item.vintageId),
    )
    const available = new Map(locked.map((v) => [v.id, v.creditsAvailable]))
    const delivery = new Map(locked.map((v) => [v.id, v.expectedDeliveryYear]))
    for (const { item, projectName } of lines) {
      const left = available.get(item.vintageId) ?? 0
      if (left < item.tonnes) {
        throw new AppError('conflict', inventoryRanOut(projectName, item.vintage, left))
      }
      available.set(item.vintageId, left - item.tonnes)
    }
    const sorted = [...lines].sort((a, b) => a.item.projectId.localeCompare(b.item.projectId))
    for (const { item } of sorted) {
      await repo.takeCredits(tx, item.vintageId, item.projectId, item.tonnes)
    }
    const offerFacts = {
      orderNumber,
      currency: offer.currency,
      feeLabel: offer.feeLabel,
      feeCents: offer.feeCents,
      lines: lines.map(({ item, projectName }) => ({
        ...item,
        projectName,
        expectedDeliveryYear: delivery.get(item.vintageId) ?? null,
      })),
    }
    const facts = invoiceFacts(deps.seller, billing, offerFacts, now.toISOString().slice(0, 10))
    const invoiceNumber = await nextInvoiceNumber(tx, 'invoice', now.getUTCFullYear())
    await repo.markAccepted(tx, offer, {
      acceptedAt: now,
      userId: who.userId,
      invoiceNumber,
      invoiceFacts: facts,
    })
    await writeAudit(tx, who.email, 'offer.accepted', `offer:${offer.id}`, {
      companyId: who.companyId,
      invoiceNumber,
    })
    const deliverMail = await mailOfferAccepted(
      { ...deps, tx },
      {
        companyId: who.companyId,
        offerId: offer.id,
        orderNumber,
        invoiceNumber,
        currency: offer.currency,
        tonnes: lines.reduce((sum, { item }) => sum + item.tonnes, 0),
        facts,
      },
    )
    const invoice: AcceptedInvoice = {
      offerId: offer.id,
      companyId: who.companyId,
      year: now.getUTCFullYear(),
      invoiceNumber,
      facts,
      offer: offerFacts,
      locale: who.locale,
    }
    return { expired: false as const, invoice, deliverMail, orderId: offer.orderId }
  })
  if (outcome.expired) throw new AppError('gone', PT.offerExpired)
  outcome.deliverMail()
  // The acceptance stands once committed. When filing its PDF fails (storage down, say), the
  // offer answers without a document and the failure is logged with the invoice number, whose
  // facts are stored with the offer, so the same invoice can be filed again.
  await fileInvoice(deps, outcome.invoice).catch((error: unknown) =>
    deps.log.error(
      { err: error, invoiceNumber: outcome.invoice.invoiceNumber },
      'invoice filing failed',
    ),
  )
  // The acceptance stands; a failure to announce it is logged, not answered.
  await announceAccepted(deps, { companyId: who.companyId, orderId: outcome.orderId }).catch(
    (error: unknown) => deps.log.error({ err: error }, 'order acceptance not announced'),
  )
  return loadOffer(deps, outcome.invoice.offerId)
}
