import { saveBilling } from '../billing'
import { sellerFromEnv } from '../billing'
import { DEMO_EMAIL } from '@kelp/core/auth'
import type { Mailer } from '../../adapters/mail'
import { createStorage } from '../../adapters/storage'
import { loadEnv } from '../../config/env'
import type { Database } from '../../db/client'
import type { Seeder } from '../../db/seed'
import type { WebhookEvents } from '../webhooks'
import { createOffer } from '../admin'
import { storeDocument } from '../documents'
import { placeOrder } from '../orbit'
import { acceptOffer } from '../portfolio'
import { demoDocuments } from './documents'
import { findProjectName } from '../projects'
import { backdateOffer, demoCaller, hasPurchases, stockedIssuedVintages } from './repository'
import { retireHoldings } from '../portfolio'

/** The seed mails no one, announces nothing to webhooks and logs nowhere. */
const quietMailer: Mailer = {
  kind: 'outbox',
  send: async () => {},
  sendInTransaction: async () => () => {},
}
const quietEvents: WebhookEvents = { emit: () => {} }
const quietLog = { error: () => {} }
const ACTOR = 'seed'

/** The best-stocked issued vintages (only issued credits can be held and retired), one a project. */
async function pickVintages(db: Database, count: number) {
  const rows = await stockedIssuedVintages(db, 50)
  const picked = new Map<string, { projectId: string; vintage: number }>()
  for (const r of rows) {
    if (!picked.has(r.projectId))
      picked.set(r.projectId, { projectId: r.projectId, vintage: r.year })
    if (picked.size === count) break
  }
  return [...picked.values()]
}

/** The demo company's Portfolio Manager: purchases over two years, retirements, documents, an open offer. */
export const portfolioSeeder: Seeder = {
  name: 'portfolio: demo holdings, retirements, documents and an open offer',
  async isSeeded(db) {
    const who = await demoCaller(db)
    if (!who) return true // nothing to seed into without the demo company
    return hasPurchases(db, who.companyId)
  },
  async run(db) {
    if (await this.isSeeded(db)) return
    const who = (await demoCaller(db))!
    const env = loadEnv()
    const storage = createStorage(env)
    const lines = await pickVintages(db, 5)
    if (lines.length < 5) return
    const caller = {
      userId: who.userId,
      sessionId: '',
      email: DEMO_EMAIL,
      locale: 'en' as const,
      companyId: who.companyId,
      role: 'admin' as const,
      portfolioAccess: true,
    }
    // Demo data: the demo company's billing details are invented and say so.
    await saveBilling(db, who.companyId, {
      legalName: `${who.name} (demo company)`,
      street: 'Demostraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: null,
    })
    const thisYear = new Date().getUTCFullYear()
    const deps = {
      db,
      env,
      storage,
      mailer: quietMailer,
      events: quietEvents,
      seller: sellerFromEnv(env),
      log: quietLog,
      now: () => new Date(),
    }
    const buy = async (tonnes: number[], from: number, accept: Date | null, feeCents: number) => {
      const { order } = await placeOrder(deps, {
        caller,
        body: { cartItems: tonnes.map((t, i) => ({ ...lines[from + i]!, tonnes: t })) },
      })
      const { offer } = await createOffer(deps, {
        actor: ACTOR,
        orderId: order.id,
        body: { prices: [], feeCents, feeLabel: 'Registry and service fee', validDays: 30 },
      })
      if (accept) await acceptOffer({ ...deps, now: () => accept }, { ...caller })
      return offer.id
    }
    const lastMay = new Date(Date.UTC(thisYear - 1, 4, 12, 9))
    // Sized to the registry balances the issued vintages offer (the smallest hold 50-odd t).
    await backdateOffer(db, await buy([400, 250, 150], 0, lastMay, 45_000), lastMay)
    await buy([200, 40], 3, new Date(), 25_000)

    const retire = (i: number, tonnes: number, date: string, beneficiary: string) =>
      retireHoldings(deps, {
        companyId: who.companyId,
        actor: ACTOR,
        body: { ...lines[i]!, tonnes, beneficiary, retiredAt: date },
        locale: 'en',
        demo: true,
      })
    await retire(0, 200, `${thisYear - 1}-06-30`, `${who.name} — operations ${thisYear - 1}`)
    await retire(1, 100, `${thisYear - 1}-12-15`, `${who.name} — business travel ${thisYear - 1}`)
    await retire(2, 80, `${thisYear}-01-20`, `${who.name} — company events`)
    await retire(3, 150, `${thisYear}-02-28`, `${who.name} — operations ${thisYear}`)
    await retire(4, 30, `${thisYear}-03-10`, `${who.name} — customer shipments`)

    const held = await Promise.all(lines.map((l) => findProjectName(db, l.projectId)))
    const names = held.flatMap((p) => (p ? [p.name] : []))
    for (const doc of demoDocuments(who.name, thisYear, names)) {
      await storeDocument(deps, {
        companyId: who.companyId,
        kind: doc.kind,
        year: doc.year,
        title: doc.title,
        titleDe: doc.titleDe,
        fileName: doc.fileName,
        contentType: 'application/pdf',
        body: await doc.render(),
      })
    }
    await buy([200, 75], 1, null, 12_000)
  },
}
