import type { Locale } from '@kelp/core/http'
import type { Offer } from '@kelp/core/orbit'
import { renderInvoice } from '../../adapters/pdf'
import type { Storage } from '../../adapters/storage'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { storeDocument } from '../documents'
import { nextInvoiceNumber } from '../billing'
import { invoiceFacts, invoiceInput } from '../billing'
import { findBilling } from '../billing'
import type { Seller } from '../billing'
import { BT } from '../billing'
import { loadOffer } from '../orbit'
import * as repo from './accept-repository'
import { inventoryRanOut, PT } from './texts'

export interface AcceptDeps {
  db: Database
  storage: Storage
  locale: Locale
  seller: Seller
  /** The acceptance date (the demo seed books a purchase in the previous year). */
  now?: Date
}

export interface Acceptor {
  companyId: string
  userId: string
  email: string
}

/**
 * Accepts the company's open offer in one transaction: locks the offer and its vintages,
 * takes the credits (never below zero), books holdings and purchases and stores the invoice.
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
    const now = deps.now ?? new Date()
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
    const offerFacts = {
      orderNumber: await repo.orderNumberOf(tx, offer.orderId),
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
    const input = invoiceInput(
      'invoice',
      invoiceNumber,
      deps.seller,
      facts,
      offerFacts,
      deps.locale,
      null,
    )
    const pdf = await renderInvoice(input, deps.locale)
    const document = await storeDocument(tx, deps.storage, {
      companyId: who.companyId,
      kind: 'admin_document',
      year: now.getUTCFullYear(),
      title: `Invoice ${invoiceNumber}`,
      titleDe: `Rechnung ${invoiceNumber}`,
      fileName: `${invoiceNumber}.pdf`,
      contentType: 'application/pdf',
      body: pdf,
    })
    await repo.markAccepted(tx, offer, {
      acceptedAt: now,
      userId: who.userId,
      invoiceNumber,
      invoiceDocumentId: document.id,
      invoiceFacts: facts,
    })
    await writeAudit(tx, who.email, 'offer.accepted', `offer:${offer.id}`, {
      companyId: who.companyId,
      invoiceNumber,
    })
    return { expired: false as const, offerId: offer.id }
  })
  if (outcome.expired) throw new AppError('gone', PT.offerExpired)
  return loadOffer(deps.db, outcome.offerId)
}
