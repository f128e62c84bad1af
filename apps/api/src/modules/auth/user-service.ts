import type { CurrentUser } from '@kelp/core/auth'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/app-error'
import * as repo from './repository'
import type { AuthContext } from './session-service'
import { T } from './texts'

export async function getCurrentUser(db: Database, auth: AuthContext): Promise<CurrentUser> {
  const found = await repo.findUserWithMembership(db, auth.userId)
  if (!found) throw new AppError('unauthorized', T.sessionEnded)
  const { user, membership, company } = found
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    locale: user.locale,
    emailVerified: user.emailVerifiedAt !== null,
    company: company ? { id: company.id, domain: company.domain, name: company.name } : null,
    role: membership?.role ?? null,
    portfolioAccess: membership?.portfolioAccess ?? false,
  }
}

function assertAdmin(auth: AuthContext): string {
  if (auth.role !== 'admin' || !auth.companyId) throw new AppError('forbidden', T.adminOnly)
  return auth.companyId
}

/** The admin's company members, for granting portfolio access. */
export async function listCompanyMembers(db: Database, auth: AuthContext) {
  return { members: await repo.listMembers(db, assertAdmin(auth)) }
}

export async function grantPortfolioAccess(
  db: Database,
  auth: AuthContext,
  userId: string,
  portfolioAccess: boolean,
) {
  const companyId = assertAdmin(auth)
  if (!(await repo.setPortfolioAccess(db, companyId, userId, portfolioAccess))) {
    throw new AppError('not_found', T.memberMissing)
  }
  return { members: await repo.listMembers(db, companyId) }
}
