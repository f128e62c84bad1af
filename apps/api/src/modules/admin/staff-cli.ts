import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from '../../config/env'
import { openDatabase } from '../../db/client'
import { DataDirInUseError } from '../../db/data-dir-lock'
import { BOOTSTRAP_TOKEN_HEADER, readBootstrapFile, type BootstrapFile } from './bootstrap-file'
import { ensureStaff } from './staff'

/**
 * `npm run staff:create -- someone@company.com`: makes (or creates) an operator account.
 * While the server runs it asks the server (its local bootstrap endpoint, found through the
 * token file in DATA_DIR), so the running app sees the operator at once and the embedded
 * database stays in one process. Without a running server it opens the database itself; the
 * data folder's lock refuses that while any other process has the folder open.
 */
const email = process.argv[2]
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('usage: npm run staff:create -- <email>')
  process.exit(2)
}
// Same default data directory as `npm start` (the repository's .data), wherever it runs from.
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url))
const env = loadEnv({ DATA_DIR: join(repoRoot, '.data'), ...process.env })

/** The server's answer, or undefined when no server listens at the file's address. */
async function throughServer(server: BootstrapFile) {
  try {
    const res = await fetch(`${server.url}/api/local/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BOOTSTRAP_TOKEN_HEADER]: server.token },
      body: JSON.stringify({ email }),
    })
    if (!res.ok) {
      console.error(`The running server refused (${res.status}): ${await res.text()}`)
      process.exit(1)
    }
    return (await res.json()) as { email: string; created: boolean }
  } catch {
    // Nothing listens there any more (the file outlived a killed server).
    return undefined
  }
}

async function directly() {
  try {
    const database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: `${env.DATA_DIR}/pglite`,
    })
    try {
      return await ensureStaff(database, { email: email!, actor: 'cli' })
    } finally {
      await database.close()
    }
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err
    console.error(err.message)
    process.exit(1)
  }
}

const server = readBootstrapFile(env.DATA_DIR)
const viaServer = server ? await throughServer(server) : undefined
const result = viaServer ?? (await directly())
console.log(
  `${result.email} ${result.created ? 'is now' : 'was already'} a Kelp operator` +
    (viaServer ? ' (made through the running server)' : ''),
)
