import { writeFileSync } from 'node:fs'
import { buildApp } from '../../app'
import { loadEnv } from '../../config/env'
import { openDatabase } from '../../db/client'
import { v1Document } from './document'

/**
 * Writes the public API's OpenAPI document to the path given (the client package generates its
 * types from it): `tsx src/modules/v1/export-cli.ts <file>`. Built from the routes themselves,
 * on an empty in-memory database.
 */
const [target] = process.argv.slice(2)
if (!target) throw new Error('usage: export-cli.ts <output.json>')
const database = await openDatabase({ dataDir: 'memory://' })
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', COURSE_WORKER: 'false' })
const app = await buildApp({ env, database })
await app.ready()
writeFileSync(target, `${JSON.stringify(v1Document(app), null, 2)}\n`)
await app.close()
await database.close()
