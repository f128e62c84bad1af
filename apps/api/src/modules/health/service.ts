import type { AppDeps } from '../../deps'
import { ping } from './repository'

/** The readiness check of the database: nothing to report when it answers. */
export async function checkDatabase(deps: Pick<AppDeps, 'db'>) {
  await ping(deps.db)
  return undefined
}
