import { buildApp } from './app'
import { adapterLine, describeAdapters } from './config/adapters'
import { ConfigError, loadEnv } from './config/env'
import { PendingMigrationsError } from './db/client'
import { prepareOnStart } from './db/prepare'
import { seeders } from './seeders'

async function main(): Promise<void> {
  const env = loadEnv()
  const database = await prepareOnStart(env, seeders)
  const app = await buildApp({ env, database })
  app.log.info({ adapters: describeAdapters(env) }, adapterLine(env))

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
  if (err instanceof ConfigError || err instanceof PendingMigrationsError) {
    console.error(err.message)
  } else {
    console.error('Kelp API failed to start:', err)
  }
  process.exit(1)
})
