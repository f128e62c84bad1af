import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Locale } from '@kelp/core/http'
import type { AppDeps } from '../../deps'
import { requestLocale } from '../../lib/locale'

/**
 * What the accounts services use of the app's dependencies, with the language of the mails
 * they send (the request's).
 */
export type AuthDeps = Pick<AppDeps, 'db' | 'env' | 'mailer'> & { locale: Locale }

export function authDeps(app: FastifyInstance, request: FastifyRequest): AuthDeps {
  return { ...app.deps, locale: requestLocale(request) }
}
