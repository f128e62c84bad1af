import { loadEnv } from '../config/env'
import { openDatabase } from '../db/client'
import { seedAll } from '../db/seed'
import { seeders } from '../seeders'

// `npm run db:seed`: loads the reference data into the configured database (migrating it
// first); `npm run db:seed -- --demo` adds the demo company and its history.
const demo = process.argv.includes('--demo')
const env = loadEnv()
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pglite` })
await seedAll(database.db, { seeders, demo, log: (line) => console.log(line) })
await database.close()
console.log(`seed complete (${database.driver}${demo ? ', with demo data' : ''})`)
