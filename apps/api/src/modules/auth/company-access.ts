import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import { requireAuth } from './plugin'
import type { AuthContext } from './session-service'
import { T } from './texts'

export interface CompanyCaller extends AuthContext {
  companyId: string
}

/** Signed in, a company member, and granted portfolio access (else 403 for the UI to show). */
export function requirePortfolioAccess(request: FastifyRequest): CompanyCaller {
  const auth = requireAuth(request)
  if (!auth.companyId || !auth.portfolioAccess) throw new AppError('forbidden', T.noPortfolioAccess)
  return auth as CompanyCaller
}

/** Portfolio access and the company's admin role. */
export function requireCompanyAdmin(request: FastifyRequest): CompanyCaller {
  const auth = requirePortfolioAccess(request)
  if (auth.role !== 'admin') throw new AppError('forbidden', T.companyAdminOnly)
  return auth
}
