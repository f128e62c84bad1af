import type { AppDeps } from '../../deps'

/** What the contribution services use of the app's dependencies. */
export type ContributionDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'payments' | 'log'>
