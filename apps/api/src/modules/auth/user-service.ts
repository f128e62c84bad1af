import type { CurrentUser } from '@kelp/core/auth'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import * as repo from './repository'
import type { AuthContext } from './session-service'
import { T } from './texts'

export async function getCurrentUser(
  deps: Pick<AppDeps, 'db'>,
  { auth }: { auth: AuthContext },
): Promise<CurrentUser> {
  const found = await repo.findUserWithMembership(deps.db, auth.userId)
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
