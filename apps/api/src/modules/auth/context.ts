import type { AppDeps } from '../../deps'

/** What the accounts services use of the app's dependencies. */
export type AuthDeps = Pick<AppDeps, 'db' | 'env' | 'mailer'>
