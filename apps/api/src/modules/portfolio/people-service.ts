import { and, eq } from 'drizzle-orm'
import type { Locale } from '@kelp/core/http'
import type { PortfolioContactBody } from '@kelp/core/portfolio'
import type { Mailer } from '../../adapters/mail'
import type { Database } from '../../db/client'
import { memberships, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { AuthContext } from '../auth'
import { createContactRequest } from '../marketing'
import { accessRequestMail } from './mails'
import { PT } from './texts'

export interface PeopleDeps {
  db: Database
  mailer: Mailer
  webOrigin: string
  locale: Locale
}

/** The restricted-access screen's "request access": mails every admin of the company. */
export async function requestAccess(deps: PeopleDeps, auth: AuthContext, message?: string) {
  if (!auth.companyId) throw new AppError('bad_request', PT.noCompany)
  if (auth.portfolioAccess) throw new AppError('bad_request', PT.alreadyHasAccess)
  const admins = await deps.db
    .select({ email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, auth.companyId), eq(memberships.role, 'admin')))
  const origin = deps.webOrigin.replace(/\/$/, '')
  for (const admin of admins) {
    const link = `${origin}${admin.locale === 'de' ? '/de' : ''}/portfolio-manager`
    await deps.mailer.send(accessRequestMail(admin.email, admin.locale, auth.email, message, link))
  }
  return { status: 'sent' as const, admins: admins.length }
}

const MODAL_MESSAGE: Record<Locale, string> = {
  en: 'Sent from the Portfolio Manager contact form without a message.',
  de: 'Über das Kontaktformular im Portfolio Manager ohne Nachricht gesendet.',
}

/** The contact modal (product.md §3): the marketing contact flow with an optional message. */
export async function submitContact(
  deps: PeopleDeps & { salesInbox: string },
  body: PortfolioContactBody,
) {
  return createContactRequest(
    { db: deps.db, mailer: deps.mailer, salesInbox: deps.salesInbox, locale: deps.locale },
    { ...body, message: body.message || MODAL_MESSAGE[deps.locale] },
  )
}
