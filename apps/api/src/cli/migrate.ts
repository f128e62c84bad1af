import { ConfigError, loadEnv } from '../config/env'
import { prepareDatabase } from '../db/prepare'
import { seeders } from '../seeders'

/**
 * `npm run db:migrate` (`node dist/migrate.js` in the image): applies pending migrations and
 * loads reference data under a PostgreSQL advisory lock, so a deploy runs it once before the
 * instances start and two concurrent runs apply each migration once. `--demo` adds demo data.
 */
try {
  const env = loadEnv()
  const started = Date.now()
  const database = await prepareDatabase(env, {
    seeders,
    migrate: true,
    demo: process.argv.includes('--demo'),
    log: (line) => console.log(line),
  })
  await database.close()
  console.log(`migrations applied (${database.driver}) in ${Date.now() - started} ms`)
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
}
