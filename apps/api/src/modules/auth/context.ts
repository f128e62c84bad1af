import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Locale } from '@kelp/core/http'
import type { Mailer } from '../../adapters/mail'
import type { Env } from '../../config/env'
import type { Database } from '../../db/client'
import { requestLocale } from '../../lib/locale'

/** What the accounts services need from the app, passed as one object. */
export interface AuthDeps {
  db: Database
  env: Env
  mailer: Mailer
  locale: Locale
}

export function authDeps(app: FastifyInstance, request: FastifyRequest): AuthDeps {
  return {
    db: app.database.db,
    env: app.env,
    mailer: app.mailer,
    locale: requestLocale(request),
  }
}
