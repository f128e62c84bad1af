import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { requireAuth } from './plugin'
import * as repo from './repository'
import { T } from './texts'

/** 401 without a session, 403 for anyone who is not an operator. */
export async function requireStaff(deps: Pick<AppDeps, 'db'>, request: FastifyRequest) {
  const auth = requireAuth(request)
  if (!(await repo.isStaff(deps.db, auth.userId))) throw new AppError('forbidden', T.staffOnly)
  return auth
}

/**
 * The guard of every back-office route: the staff check runs before validation, like the
 * session check, so a caller who is not staff learns no schema.
 */
export function staffGuard(deps: Pick<AppDeps, 'db'>) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await requireStaff(deps, request)
    },
  }
}

/** The operator behind a request the staff guard has let through, for the audit log. */
export const staffActor = (request: FastifyRequest) => requireAuth(request).email
