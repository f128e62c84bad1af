import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from '../../config/env'
import { openDatabase } from '../../db/client'
import { ensureStaff } from './staff'

// `npm run staff:create -- someone@company.com`: makes (or creates) an operator account.
const email = process.argv[2]
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('usage: npm run staff:create -- <email>')
  process.exit(2)
}
// Same default data directory as `npm start` (the repository's .data), wherever it runs from.
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url))
const env = loadEnv({ DATA_DIR: join(repoRoot, '.data'), ...process.env })
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pglite` })
const result = await ensureStaff(database, { email, actor: 'cli' })
await database.close()
console.log(
  result.created
    ? `${result.email} is now a Kelp operator`
    : `${result.email} was already an operator`,
)
