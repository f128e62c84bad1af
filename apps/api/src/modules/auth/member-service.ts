import { AppError } from '../../lib/app-error'
import type { AuthDeps } from './context'
import { accessGrantedMail, accessRefusedMail, appLink } from './mails'
import * as members from './member-repository'
import { revokeUserSessions } from './repository'
import type { AuthContext } from './session-service'
import { T } from './texts'

function assertAdmin(auth: AuthContext): string {
  if (auth.role !== 'admin' || !auth.companyId) throw new AppError('forbidden', T.adminOnly)
  return auth.companyId
}

async function memberOf(deps: AuthDeps, companyId: string, userId: string) {
  const member = await members.findMember(deps.db, companyId, userId)
  if (!member) throw new AppError('not_found', T.memberMissing)
  return member
}

/** The admin's company members: who has access, who waits for it, who was refused. */
export async function listCompanyMembers(deps: AuthDeps, auth: AuthContext) {
  return { members: await members.listMembers(deps.db, assertAdmin(auth)) }
}

/**
 * Grants (the colleague gets an e-mail when that is news to them) or withdraws portfolio
 * access. Granting also lifts an earlier refusal.
 */
export async function setPortfolioAccess(
  deps: AuthDeps,
  {
    auth,
    userId,
    portfolioAccess,
  }: { auth: AuthContext; userId: string; portfolioAccess: boolean },
) {
  const companyId = assertAdmin(auth)
  const member = await memberOf(deps, companyId, userId)
  await members.setMemberAccess(deps.db, companyId, userId, {
    portfolioAccess,
    ...(portfolioAccess ? { accessRefusedAt: null } : {}),
  })
  if (portfolioAccess && !member.portfolioAccess) {
    const url = appLink(deps.env.WEB_ORIGIN, member.locale, '/portfolio-manager')
    await deps.mailer.send(accessGrantedMail(member.email, member.locale, url))
  }
  return { members: await members.listMembers(deps.db, companyId) }
}

/**
 * Refuses a colleague's request: no portfolio access, no sign-in (their sessions end), and
 * an e-mail telling them. An admin can still grant access later.
 */
export async function refuseAccess(
  deps: AuthDeps,
  { auth, userId }: { auth: AuthContext; userId: string },
) {
  const companyId = assertAdmin(auth)
  const member = await memberOf(deps, companyId, userId)
  if (member.role === 'admin') throw new AppError('bad_request', T.adminNotRefusable)
  await members.setMemberAccess(deps.db, companyId, userId, {
    portfolioAccess: false,
    accessRefusedAt: new Date(),
  })
  await revokeUserSessions(deps.db, userId)
  await deps.mailer.send(accessRefusedMail(member.email, member.locale))
  return { members: await members.listMembers(deps.db, companyId) }
}
