/**
 * The production profile (docs/decisions/110): under NODE_ENV=production the API never falls
 * back to an embedded stand-in by accident. Each one is allowed by one explicit variable, and
 * then the web app shows every visitor a "test system" bar.
 */

import type { StandIn } from '@kelp/core/http'

const on = (value: string | undefined) => value === 'true' || value === '1'

/** Reads raw variables, so the problems are listed even when other keys fail to parse. */
export function productionProblems(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  if (!source.APP_SECRET) {
    problems.push('APP_SECRET: is required in production (at least 32 characters)')
  }
  if (!source.DATABASE_URL && !on(source.EMBEDDED_DATABASE)) {
    problems.push(
      'DATABASE_URL: is required in production; EMBEDDED_DATABASE=true runs on the embedded PGlite database on purpose',
    )
  }
  const stripeKeys = [source.STRIPE_SECRET_KEY, source.STRIPE_WEBHOOK_SECRET].filter(Boolean)
  if (stripeKeys.length === 1) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither')
  } else if (stripeKeys.length === 0 && !on(source.PAYMENTS_SANDBOX)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: are required in production; PAYMENTS_SANDBOX=true uses the payment sandbox on purpose (no real payments)',
    )
  }
  if (!source.SMTP_URL && !on(source.DEV_MAILBOX)) {
    problems.push(
      'SMTP_URL: is required in production; DEV_MAILBOX=true keeps mail in the development mailbox on purpose',
    )
  }
  if (on(source.WEBHOOK_ALLOW_LOOPBACK) && !on(source.PAYMENTS_SANDBOX)) {
    problems.push(
      'WEBHOOK_ALLOW_LOOPBACK: is refused in production (webhooks go to public HTTPS addresses only); only a test system with PAYMENTS_SANDBOX=true may post to loopback',
    )
  }
  const seller = [
    'SELLER_NAME',
    'SELLER_STREET',
    'SELLER_POSTCODE',
    'SELLER_CITY',
    'SELLER_VAT_ID',
    'SELLER_IBAN',
    'SELLER_BANK',
  ]
  const missing = seller.filter((key) => !source[key])
  // A test system takes no real money (payment sandbox), so its invoices may name the demo seller.
  if (missing.length > 0 && !on(source.PAYMENTS_SANDBOX)) {
    problems.push(
      `${missing.join(', ')}: are required in production (every invoice names the seller); only a test system with PAYMENTS_SANDBOX=true invoices as the demo seller`,
    )
  }
  return problems
}

interface StandInEnv {
  DATABASE_URL?: string
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  DEV_MAILBOX: boolean
  DEMO_MODE: boolean
}

/** The embedded stand-ins this configuration uses instead of a real service. */
export function standInsInUse(env: StandInEnv): StandIn[] {
  const used: StandIn[] = []
  if (!env.DATABASE_URL) used.push('embedded-database')
  if (!(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)) used.push('payments-sandbox')
  if (env.DEV_MAILBOX) used.push('dev-mailbox')
  if (env.DEMO_MODE) used.push('demo-sign-in')
  return used
}

/** Anything but the embedded database makes this a test system (payments, mail or sign-in). */
export const isTestSystem = (standIns: StandIn[]) =>
  standIns.some((standIn) => standIn !== 'embedded-database')
