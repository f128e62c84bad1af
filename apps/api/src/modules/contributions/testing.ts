import { PORTFOLIOS, quoteContribution, type FootprintInput } from '@kelp/core/contributions'
import type { FastifyInstance } from 'fastify'
import { listOutbox } from '../../adapters/mail'
import { signPayload } from '../../adapters/payments'
import { sandboxWebhookSecret } from '../../adapters/payments/sandbox'
import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { randomUUID } from 'node:crypto'
import { projects } from '../../db/schema'
import { demoLotsSeeder, recordLot, withdrawAvailable } from '../inventory'
import { catalogue } from '../projects'
import { insertProjects } from '../projects'

export const portfolioSlugs = Object.values(PORTFOLIOS).flatMap((p) =>
  p.projects.map((x) => x.slug),
)

/** Seeds only the catalogue projects the two portfolios use, with their demo supply lots. */
export async function seedPortfolioProjects(db: Database) {
  await insertProjects(
    db,
    catalogue.filter((p) => portfolioSlugs.includes(p.slug)),
  )
  await demoLotsSeeder.run(db)
}

/**
 * Sets the issued stock of projects: what was for sale is withdrawn and one lot of `credits`
 * tonnes is recorded for the project's issued vintage (as the portfolios have).
 */
export async function setIssuedCredits(db: Database, slugs: string[], credits: number) {
  const rows = await db
    .select({ id: projects.id, slug: projects.slug, registryKey: projects.registryKey })
    .from(projects)
    .where(inArray(projects.slug, slugs))
  for (const row of rows) {
    await withdrawAvailable(
      { db },
      { projectId: row.id, idempotencyKey: randomUUID(), actor: 'test' },
    )
    const vintage = catalogue
      .find((p) => p.slug === row.slug)!
      .vintages.find((v) => v.status === 'issued')!
    if (credits > 0) {
      await recordLot(
        { db },
        {
          actor: 'test',
          lot: {
            projectId: row.id,
            vintage: vintage.year,
            status: 'issued',
            expectedDeliveryYear: null,
            quantityKg: credits * 1000,
            costCentsPerTonne: 0,
            priceCentsPerTonne: 10_000,
            registryKey: row.registryKey!,
            issuanceId: `TEST-${randomUUID()}`,
            serialBlock: null,
            issuanceQuantityKg: credits * 1000,
            evidence: 'Test supply contract',
            demo: false,
          },
        },
      )
    }
  }
  return rows.map((r) => r.id)
}

export function checkoutBody(
  input: FootprintInput = { emissionType: 'personal', adults: 2, children: 1 },
  portfolio: 'germany' | 'international' = 'germany',
  frequency: 'monthly' | 'once-off' = 'once-off',
  locale: 'en' | 'de' = 'en',
) {
  const q = quoteContribution(input, portfolio, frequency)
  const { emissionType, ...calculatorSettings } = input
  return {
    amount: q.amountCents,
    frequency,
    emissions: q.tonnesPerYear,
    portfolio,
    emissionType,
    calculatorSettings,
    locale,
  }
}

export const card = { name: 'Lena Fischer', expiry: '12/34', cvc: '123' }

/** Checkout through the sandbox: create the session, then pay it with `cardNumber`. */
export async function contribute(
  app: FastifyInstance,
  email: string,
  body = checkoutBody(),
  cardNumber = '4242 4242 4242 4242',
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    payload: body,
  })
  if (created.statusCode !== 200) throw new Error(created.body)
  const { sessionId } = created.json() as { sessionId: string }
  const paid = await app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/sessions/${sessionId}/pay`,
    payload: { ...card, email, cardNumber },
  })
  return { sessionId, paid }
}

/** Posts a Stripe-shaped event to the webhook, signed with the sandbox secret. */
export async function postEvent(app: FastifyInstance, event: object, secret?: string) {
  const body = JSON.stringify(event)
  const signature = signPayload(
    secret ?? sandboxWebhookSecret(app.env.APP_SECRET),
    body,
    Math.floor(Date.now() / 1000),
  )
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  })
}

export async function mailsTo(db: Database, to: string) {
  return listOutbox(db, { to })
}
