import { wholeTonnes } from '@kelp/core/inventory'
import type { Offer } from '@kelp/core/orbit'
import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { BT, findBilling, invoiceFacts, nextInvoiceNumber } from '../billing'
import { availableKg, reserve, sell } from '../inventory'
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
 * Accepts the company's open offer in one transaction: locks the offer, takes the credits
 * through the inventory ledger (never below zero), books holdings and purchases, draws the
 * invoice's number and facts, and stores the admins' mail that links the invoice. The invoice
 * PDF is rendered and filed after the commit (invoice-filing.ts).
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
    // The company's own rows first; the rows every acceptance shares (the lots, the vintages'
    // projection, the invoice counter) last, so each acceptance holds their locks briefly.
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
    // The tonnes leave the inventory through its ledger: reserved under the offer from the
    // vintage's lots (row-locked, cheapest first), then sold to the company in one step.
    // Lines in project and vintage order, so concurrent acceptances lock lots alike.
    const ledger = { db: tx }
    const reference = `offer:${offer.id}`
    const sorted = [...lines].sort(
      (a, b) => a.item.projectId.localeCompare(b.item.projectId) || a.item.vintage - b.item.vintage,
    )
    for (const { item, projectName } of sorted) {
      try {
        await reserve(ledger, {
          projectId: item.projectId,
          vintage: item.vintage,
          kg: item.tonnes * 1000,
          reference,
          idempotencyKey: `${reference}:reserve:${item.id}`,
          companyId: who.companyId,
          actor: who.email,
        })
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'conflict') throw error
        const left = await availableKg(ledger, { projectId: item.projectId, vintage: item.vintage })
        throw new AppError(
          'conflict',
          inventoryRanOut(projectName, item.vintage, wholeTonnes(left)),
        )
      }
    }
    await sell(ledger, {
      reference,
      companyId: who.companyId,
      idempotencyKey: `${reference}:sell`,
      actor: who.email,
      bookHoldings: false,
    })
    const delivery = new Map(
      (
        await repo.vintageDeliveryYears(
          tx,
          lines.map((l) => l.item.vintageId),
        )
      ).map((v) => [v.id, v.expectedDeliveryYear]),
    )
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
