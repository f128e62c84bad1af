import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { buildApp } from '../../app'
import type { DatabaseHandle } from '../../db/client'
import { contributions } from '../../db/schema'
import { checkoutBody, seedPortfolioProjects } from '../../modules/contributions/testing'
import { caller, insertProject, memberToken, staffToken } from '../fixtures'
import { testEnv } from '../app'

/** Everything one crash round fires: buyers with an open offer, an orderer, paid invoices. */
export interface CrashFixtures {
  projectId: string
  vintageId: string
  year: number
  credits: number
  ordererToken: string
  buyers: string[][]
  events: object[][]
}

const now = () => Math.floor(Date.now() / 1000)

export function invoicePaid(contributionId: string) {
  return {
    id: `evt_${randomUUID()}`,
    type: 'invoice.paid',
    created: now(),
    data: {
      object: {
        id: `in_${randomUUID()}`,
        object: 'invoice',
        customer: `cus_${randomUUID().slice(0, 8)}`,
        customer_email: 'crash.payer@example.org',
        amount_paid: 7_058,
        amount_due: 7_058,
        currency: 'eur',
        created: now(),
        metadata: { contributionId, portfolio: 'germany', tonnes: '1' },
      },
    },
  }
}

/** Builds the fixtures in-process on the crash database, then closes the app again. */
export async function prepareCrashFixtures(
  database: DatabaseHandle,
  env: Record<string, string>,
  shape: { rounds: number; buyers: number; events: number },
): Promise<CrashFixtures> {
  const app = await buildApp({ env: testEnv(env), database })
  try {
    const call = caller(app)
    await seedPortfolioProjects(database.db)
    const credits = 10_000
    const project = await insertProject(app, { credits, priceCents: 3100 })
    const staff = await staffToken(app, 'olga.operator@kelp-ops.com')
    const orderer = await memberToken(app, 'orders@crash-orders.com')
    const line = { projectId: project.projectId, vintage: project.year, tonnes: 2 }
    const buyers: string[][] = []
    const events: object[][] = []
    for (let r = 0; r < shape.rounds; r++) {
      const round: string[] = []
      for (let b = 0; b < shape.buyers; b++) {
        const { token } = await memberToken(app, `buyer.${r}.${b}@crash-${r}-${b}.com`)
        const placed = await call('POST', '/api/orbit/placeOrder', token, { cartItems: [line] })
        const id = placed.json().order.id as string
        const offer = await call('POST', `/api/admin/orders/${id}/offer`, staff, {})
        if (offer.statusCode !== 201) throw new Error(offer.body)
        round.push(token)
      }
      buyers.push(round)
      const roundEvents: object[] = []
      for (let e = 0; e < shape.events; e++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/stripe/create-checkout-session',
          payload: checkoutBody({ emissionType: 'custom', tonnes: 1 }),
        })
        const [row] = await database.db
          .select({ id: contributions.id })
          .from(contributions)
          .where(eq(contributions.checkoutSessionId, res.json().sessionId))
        roundEvents.push(invoicePaid(row!.id))
      }
      events.push(roundEvents)
    }
    return {
      projectId: project.projectId,
      vintageId: project.vintageId,
      year: project.year,
      credits,
      ordererToken: orderer.token,
      buyers,
      events,
    }
  } finally {
    await app.close()
  }
}
