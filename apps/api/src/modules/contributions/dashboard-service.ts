import {
  DASHBOARD_SESSION_TTL_MINUTES,
  MAGIC_LINK_TTL_MINUTES,
  type Dashboard,
  type DashboardSession,
  storedFootprint,
} from '@kelp/core/contributions'
import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { ContributionDeps } from './deps'
import { magicLinkMail, webUrl } from './mails'
import {
  consumeMagicLink,
  customerByEmail,
  customerById,
  customerContributions,
  insertMagicLink,
} from './repository'
import { texts } from './texts'
import { randomToken, sha256 } from '../auth'
import { signDashboardToken, verifyDashboardToken } from './tokens'

const minutes = (n: number) => n * 60_000
const iso = (d: Date | null) => d?.toISOString() ?? null

/** Creates a single-use link to the dashboard and returns its URL. */
export async function createMagicLink(
  deps: Pick<AppDeps, 'db' | 'env'>,
  { customerId, locale }: { customerId: string; locale: Locale },
) {
  // Magic-link codes are random e-mail link tokens; only their SHA-256 is stored.
  const code = randomToken()
  await insertMagicLink(
    deps.db,
    customerId,
    sha256(code),
    new Date(Date.now() + minutes(MAGIC_LINK_TTL_MINUTES)),
  )
  return webUrl(deps.env.WEB_ORIGIN, locale, `/contribute/dashboard?code=${code}`)
}

/** Mails a magic link when the e-mail has contributed; the caller learns nothing either way. */
export async function requestMagicLink(
  deps: ContributionDeps,
  { email, locale }: { email: string; locale: Locale },
) {
  const customer = await customerByEmail(deps.db, email)
  if (customer) {
    const link = await createMagicLink(deps, { customerId: customer.id, locale })
    await deps.mailer.send(magicLinkMail(customer.email, locale, link))
  }
  return { status: 'sent' as const }
}

export async function loadDashboard(
  deps: Pick<AppDeps, 'db'>,
  customerId: string,
): Promise<Dashboard> {
  const customer = await customerById(deps.db, customerId)
  if (!customer) throw new AppError('unauthorized', texts.dashboardAuth)
  const list = await customerContributions(deps.db, customerId)
  return {
    email: customer.email,
    customerId: list.find((c) => c.providerCustomerId)?.providerCustomerId ?? customer.id,
    contributions: list.map((c) => ({
      id: c.id,
      subscriptionId: c.subscriptionId,
      frequency: c.frequency as 'monthly',
      portfolio: c.portfolio as 'germany',
      emissionType: c.emissionType as 'personal',
      tonnes: c.tonnesPerYear,
      footprint: storedFootprint(c.emissionType, c.calculatorSettings, c.tonnesPerYear) ?? null,
      amount: c.amountCents,
      currency: c.currency,
      status: c.status as 'paid',
      active: c.frequency === 'monthly' && !!c.subscriptionId && !c.canceledAt,
      nextBillingDate: c.canceledAt ? null : iso(c.nextBillingAt),
      canceledAt: iso(c.canceledAt),
      createdAt: c.createdAt.toISOString(),
      history: c.invoices.map((i) => ({
        invoiceId: i.id,
        date: i.providerCreatedAt.toISOString(),
        type: c.frequency as 'monthly',
        status: i.status as 'paid',
        amount: i.amountCents,
        kg: i.kg,
        certificateNumber: i.certificateNumber,
      })),
    })),
  }
}

export async function validateMagicLink(
  deps: ContributionDeps,
  code: string,
): Promise<DashboardSession> {
  const customerId = await consumeMagicLink(deps.db, sha256(code), new Date())
  if (!customerId) throw new AppError('bad_request', texts.linkInvalid)
  const expiresAt = new Date(Date.now() + minutes(DASHBOARD_SESSION_TTL_MINUTES))
  return {
    token: signDashboardToken(deps.env.APP_SECRET, customerId, expiresAt),
    expiresAt: expiresAt.toISOString(),
    dashboard: await loadDashboard(deps, customerId),
  }
}

/** The customer behind an X-Contribution-Token header, or 401. */
export function dashboardCustomer(deps: ContributionDeps, header: unknown): string {
  const token = typeof header === 'string' ? header : undefined
  const customerId = verifyDashboardToken(deps.env.APP_SECRET, token)
  if (!customerId) throw new AppError('unauthorized', texts.dashboardAuth)
  return customerId
}
