import { buildApp } from './app'
import { ConfigError, loadEnv } from './config/env'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed'

async function main(): Promise<void> {
  const env = loadEnv()
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pglite` })
  await seedIfEmpty(database.db)
  const app = await buildApp({ env, database })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed')
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))

  await app.listen({ host: env.HOST, port: env.PORT })
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message)
  } else {
    console.error('Kelp API failed to start:', err)
  }
  process.exit(1)
})
