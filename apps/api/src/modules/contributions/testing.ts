import { PORTFOLIOS, quoteContribution, type FootprintInput } from '@kelp/core/contributions'
import type { FastifyInstance } from 'fastify'
import { listOutbox } from '../../adapters/mail'
import { signPayload } from '../../adapters/payments'
import { sandboxWebhookSecret } from '../../adapters/payments/sandbox'
import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { projects, projectVintages } from '../../db/schema'
import { catalogue } from '../projects'
import { insertProjects } from '../projects'

export const portfolioSlugs = Object.values(PORTFOLIOS).flatMap((p) =>
  p.projects.map((x) => x.slug),
)

/** Seeds only the catalogue projects the two portfolios use. */
export async function seedPortfolioProjects(db: Database) {
  await insertProjects(
    db,
    catalogue.filter((p) => portfolioSlugs.includes(p.slug)),
  )
}

/** Sets the issued stock of projects (one issued vintage each, as the portfolios have). */
export async function setIssuedCredits(db: Database, slugs: string[], credits: number) {
  const rows = await db
    .update(projects)
    .set({ creditsAvailable: credits })
    .where(inArray(projects.slug, slugs))
    .returning({ id: projects.id })
  const ids = rows.map((r) => r.id)
  await db
    .update(projectVintages)
    .set({ creditsAvailable: credits })
    .where(inArray(projectVintages.projectId, ids))
  return ids
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
