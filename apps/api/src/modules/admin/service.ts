import type { CreateOfferBody } from '@kelp/core/admin'
import type { Offer } from '@kelp/core/orbit'
import type { Locale } from '@kelp/core/http'
import { offerReadyMail } from '../orbit'
import type { Database } from '../../db/client'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { checkedContentType } from '../documents'
import { storeDocument, presentDocument } from '../documents'
import { loadOffer, loadOrders } from '../orbit'
import { findCompany } from '../portfolio'
import { writeAudit } from '../audit'
import * as repo from './repository'
import type { Upload } from './upload'
import { AT } from './texts'
import { PT } from '../portfolio'

const DAY_MS = 24 * 60 * 60_000

type Db = Pick<AppDeps, 'db'>
/** Who hears of a new offer once it has committed: the company's admins, and its webhooks. */
type OfferNotice = Pick<AppDeps, 'mailer' | 'env' | 'events'>

export async function listOrders(
  deps: Db,
  query: { status?: Parameters<typeof repo.orderPage>[1]; page: number; perPage: number },
) {
  const { db } = deps
  const { rows, total } = await repo.orderPage(db, query.status, query.page, query.perPage)
  const orders = await loadOrders(
    deps,
    rows.map((r) => r.id),
  )
  const companyOf = new Map(rows.map((r) => [r.id, r.company]))
  const offerIds = orders.flatMap((o) => (o.offer ? [o.offer.id] : []))
  const notes = await repo.creditNotesOf(db, offerIds)
  const noteOf = new Map(notes.map(({ offerId, ...note }) => [offerId, note]))
  return {
    items: orders.map((o) => {
      const c = companyOf.get(o.id)!
      const creditNote = (o.offer && noteOf.get(o.offer.id)) ?? null
      return { ...o, company: { id: c.id, name: c.name, domain: c.domain }, creditNote }
    }),
    page: query.page,
    perPage: query.perPage,
    total,
    pageCount: Math.ceil(total / query.perPage),
  }
}

/** Turns an order into an offer (prices may be adjusted, a fees line added). */
export async function createOffer(
  deps: Db & OfferNotice,
  { actor, orderId, body }: { actor: string; orderId: string; body: CreateOfferBody },
) {
  const { db } = deps
  const { offerId, companyId } = await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId)
    if (!order) throw new AppError('not_found', AT.orderMissing)
    if (order.status === 'accepted' || order.status === 'cancelled') {
      throw new AppError('conflict', AT.orderClosed)
    }
    const lines = await repo.orderLines(tx, orderId)
    const prices = new Map(body.prices.map((p) => [p.orderItemId, p.priceCents]))
    for (const id of prices.keys()) {
      if (!lines.some((l) => l.id === id)) throw new AppError('bad_request', AT.orderMissing)
    }
    const items = lines.map((l) => ({ ...l, priceCents: prices.get(l.id) ?? l.priceCents }))
    const withdrawn = await repo.withdrawOpenOffers(tx, order.companyId)
    const offer = await repo.insertOffer(tx, {
      orderId,
      companyId: order.companyId,
      subtotalCents: items.reduce((s, i) => s + i.tonnes * i.priceCents, 0),
      feeCents: body.feeCents,
      feeLabel: body.feeLabel,
      validUntil: new Date(Date.now() + body.validDays * DAY_MS),
      createdBy: actor,
    })
    await repo.insertOfferItems(
      tx,
      items.map((i) => ({
        offerId: offer.id,
        projectId: i.projectId,
        vintageId: i.vintageId,
        vintage: i.vintage,
        tonnes: i.tonnes,
        priceCents: i.priceCents,
      })),
    )
    await repo.setOrderStatus(tx, orderId, 'offered')
    await writeAudit(tx, actor, 'offer.created', `order:${orderId}`, {
      offerId: offer.id,
      companyId: order.companyId,
      feeCents: body.feeCents,
      prices: Object.fromEntries(prices),
      withdrawn,
    })
    return { offerId: offer.id, companyId: order.companyId }
  })
  const offer = await loadOffer(deps, offerId)
  await notifyAdmins(db, companyId, deps, offer)
  deps.events.emit(companyId, 'offer.ready', { offer })
  return { offer }
}

/** Mails the company's admins (each in their language) that the offer is waiting. */
async function notifyAdmins(db: Database, companyId: string, notify: OfferNotice, offer: Offer) {
  const admins = await repo.companyAdmins(db, companyId)
  const origin = notify.env.WEB_ORIGIN.replace(/\/$/, '')
  for (const a of admins) {
    const link = `${origin}${a.locale === 'de' ? '/de' : ''}/portfolio-manager`
    await notify.mailer.send(offerReadyMail(a.email, a.locale, offer, link))
  }
}

/** Stores a checked upload for a company: the content must be what the file name says. */
export async function uploadDocument(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { actor, upload, locale }: { actor: string; upload: Upload; locale: Locale },
) {
  const { db, storage } = deps
  const { fields, fileName, bytes } = upload
  if (!(await findCompany(db, fields.companyId))) {
    throw new AppError('not_found', PT.companyMissing)
  }
  const contentType = await checkedContentType(fileName, bytes)
  if (!contentType) throw new AppError('bad_request', AT.uploadContent)
  const row = await db.transaction(async (tx) => {
    const doc = await storeDocument(
      { db: tx, storage },
      { ...fields, fileName, contentType, body: bytes },
    )
    await writeAudit(tx, actor, 'document.uploaded', `document:${doc.id}`, {
      companyId: fields.companyId,
      kind: fields.kind,
      year: fields.year,
      fileName,
      sizeBytes: bytes.length,
    })
    return doc
  })
  return { document: presentDocument(row, locale) }
}

export async function listCompanies(deps: Db) {
  const { db } = deps
  return { items: await repo.listCompanies(db) }
}

export async function listInventory(
  deps: Db,
  query: { q?: string; page: number; perPage: number },
) {
  const { db } = deps
  return repo.inventoryPage(db, query.q, query.page, query.perPage)
}

export async function updateInventory(
  deps: Db,
  input: {
    actor: string
    vintageId: string
    changes: { creditsAvailable?: number; priceCents?: number }
  },
) {
  const { db } = deps
  const { actor, vintageId, changes } = input
  await db.transaction(async (tx) => {
    const before = await repo.lockVintage(tx, vintageId)
    if (!before) throw new AppError('not_found', AT.vintageMissing)
    await repo.updateVintage(tx, vintageId, changes)
    await repo.refreshProjectTotals(tx, before.projectId)
    await writeAudit(tx, actor, 'inventory.updated', `vintage:${vintageId}`, {
      before: { creditsAvailable: before.creditsAvailable, priceCents: before.priceCents },
      after: changes,
    })
  })
  return { item: await repo.inventoryRow(db, vintageId) }
}
