import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { findCompany, memberCompanyId } from './accept-repository'
import { T as authTexts } from '../auth'
import type { CompanyCaller } from '../auth'
import { getOverview } from './overview-service'
import { PT } from './texts'
import { verifyViewToken } from './view-token'

/** The signed-in member's company overview. */
export async function companyOverview(
  deps: Pick<AppDeps, 'db'>,
  { caller, locale, year }: { caller: CompanyCaller; locale: Locale; year?: number },
) {
  const { db } = deps
  const company = await findCompany(db, caller.companyId)
  if (!company) throw new AppError('forbidden', authTexts.noPortfolioAccess)
  const role = caller.role === 'admin' ? 'admin' : 'member'
  return getOverview(deps, {
    company,
    viewer: { companyId: company.id, role },
    locale,
    year,
  })
}

/** GET /api/portfolio/admin: the token is checked before anything about the e-mail is read. */
export async function adminView(
  deps: Pick<AppDeps, 'db' | 'env'>,
  { query, locale }: { query: { email: string; token: string; year?: number }; locale: Locale },
) {
  const { db, env } = deps
  const email = query.email.trim().toLowerCase()
  if (!(await verifyViewToken(env.APP_SECRET, email, query.token))) {
    throw new AppError('unauthorized', PT.viewTokenInvalid)
  }
  const companyId = await memberCompanyId(db, email)
  const company = companyId ? await findCompany(db, companyId) : undefined
  if (!company) throw new AppError('not_found', PT.userMissing)
  return getOverview(deps, {
    company,
    viewer: { companyId: company.id, role: 'operator' },
    locale,
    year: query.year,
  })
}
