import { loadEnv } from '../../config/env'
import { openDatabase } from '../client'
import { seedAll } from './index'

// `npm run db:seed`: loads every feature's demo data into the configured database.
const env = loadEnv()
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pglite` })
await seedAll(database.db, (line) => console.log(line))
await database.close()
console.log(`seed complete (${database.driver})`)
