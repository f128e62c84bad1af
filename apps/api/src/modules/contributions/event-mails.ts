import type { Locale } from '@kelp/core/http'
import type { Database } from '../../db/client'
import type { MailDraft } from '../../lib/mail'
import type { ContributionDeps } from './deps'
import { createMagicLink } from './dashboard-service'
import { customerById } from './repository'

/** The services' deps with the webhook's transaction, which the mail is stored in. */
export type EventMailDeps = Pick<ContributionDeps, 'env' | 'mailer'> & { tx: Database }

/**
 * Stores a mail to a contributor in the event's transaction, in the language they chose at
 * checkout, with a fresh dashboard link; answers the step that starts delivery after commit.
 * Nothing is sent when the customer is not known yet.
 */
export async function mailCustomer(
  deps: EventMailDeps,
  input: {
    customerId: string | null
    draft: (to: string, locale: Locale, dashboardUrl: string) => MailDraft
  },
): Promise<() => void> {
  if (!input.customerId) return () => {}
  const customer = await customerById(deps.tx, input.customerId)
  if (!customer) return () => {}
  const locale: Locale = customer.locale === 'de' ? 'de' : 'en'
  const dashboardUrl = await createMagicLink(
    { db: deps.tx, env: deps.env },
    { customerId: customer.id, locale },
  )
  return deps.mailer.sendInTransaction(deps.tx, input.draft(customer.email, locale, dashboardUrl))
}
