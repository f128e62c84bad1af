import type { Mailer } from '../../adapters/mail'
import type { Payments } from '../../adapters/payments'
import type { Env } from '../../config/env'
import type { Database } from '../../db/client'

export interface ContributionDeps {
  db: Database
  env: Env
  mailer: Mailer
  payments: Payments
}
