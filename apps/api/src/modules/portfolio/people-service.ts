import type { Locale } from '@kelp/core/http'
import type { PortfolioContactBody } from '@kelp/core/portfolio'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { markAccessRequested, type AuthContext } from '../auth'
import { createContactRequest } from '../marketing'
import { companyAdmins } from './accept-repository'
import { accessRequestMail } from './mails'
import { PT } from './texts'

type PeopleDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>

/**
 * The restricted-access screen's "request access": dated on the colleague's membership (the
 * admins' list shows open requests first) and mailed to every admin of the company.
 */
export async function requestAccess(
  deps: PeopleDeps,
  { auth, message }: { auth: AuthContext; message?: string },
) {
  if (!auth.companyId) throw new AppError('bad_request', PT.noCompany)
  if (auth.portfolioAccess) throw new AppError('bad_request', PT.alreadyHasAccess)
  await markAccessRequested(deps.db, auth.companyId, auth.userId)
  const admins = await companyAdmins(deps.db, auth.companyId)
  const origin = deps.env.WEB_ORIGIN.replace(/\/$/, '')
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
  deps: PeopleDeps,
  { body, locale }: { body: PortfolioContactBody; locale: Locale },
) {
  return createContactRequest(deps, {
    body: { ...body, message: body.message || MODAL_MESSAGE[locale] },
    locale,
  })
}
