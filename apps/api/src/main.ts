import { buildApp } from './app'
import { adapterLine, describeAdapters } from './config/adapters'
import { ConfigError, loadEnv } from './config/env'
import { PendingMigrationsError } from './db/client'
import { DataDirInUseError } from './db/data-dir-lock'
import { newBootstrapToken, writeBootstrapFile } from './modules/admin'
import { prepareOnStart } from './db/prepare'
import { seeders } from './seeders'

async function main(): Promise<void> {
  const env = loadEnv()
  const database = await prepareOnStart(env, seeders)
  const bootstrapToken = newBootstrapToken()
  const app = await buildApp({ env, database, bootstrapToken })
  app.log.info({ adapters: describeAdapters(env) }, adapterLine(env))

  let closing = false
  let removeBootstrapFile = () => {}
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    removeBootstrapFile()
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
  // Local commands (`npm run staff:create`) act through this process, which alone may open
  // the embedded database. The endpoint answers only loopback callers with the token.
  try {
    removeBootstrapFile = writeBootstrapFile(env.DATA_DIR, env.PORT, bootstrapToken)
    process.once('exit', removeBootstrapFile)
  } catch (err) {
    app.log.warn({ err }, 'no local bootstrap file: operator commands cannot reach this server')
  }
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof PendingMigrationsError ||
    err instanceof DataDirInUseError
  ) {
    console.error(err.message)
  } else {
    console.error('Kelp API failed to start:', err)
  }
  process.exit(1)
})
