// `npm start`: builds what is not built yet, then serves API and web together.
import { join } from 'node:path'
import {
  buildSiteIfStale,
  localDemoEnv,
  localSecret,
  mtimeOf,
  newestMtime,
  root,
  run,
  startProcess,
  stopOnSignals,
  waitForUrl,
} from './lib.mjs'

const nextBin = join(root, 'node_modules/next/dist/bin/next')

const webPort = process.env.WEB_PORT ?? '3000'
// Next.js listens inside; the front server on WEB_PORT is the one origin (docs/decisions/130).
const nextPort = process.env.NEXT_PORT ?? String(Number(webPort) + 1)
const apiPort = process.env.PORT ?? '4000'
const dataDir = process.env.DATA_DIR ?? join(root, '.data')
const sources = ['packages/core/src', 'apps/api/src', 'apps/api/drizzle']
const webSources = [
  ...sources,
  'apps/web/src',
  'packages/ui/messages',
  'apps/web/public',
  'packages/ui/src',
]

if (mtimeOf('apps/api/dist/server.js') < newestMtime(sources)) {
  console.log('Building the API …')
  if (run('npm', ['run', 'build', '-w', '@kelp/api']) !== 0) process.exit(1)
}
if (buildSiteIfStale() !== 0) process.exit(1)
if (mtimeOf('apps/web/.next/BUILD_ID') < newestMtime(webSources)) {
  console.log('Building the web app (about a minute on a fresh clone) …')
  if (run('npm', ['run', 'build', '-w', '@kelp/web']) !== 0) process.exit(1)
}

const apiOrigin = `http://127.0.0.1:${apiPort}`
const api = startProcess('api', process.execPath, ['apps/api/dist/server.js'], {
  env: {
    NODE_ENV: 'production',
    PORT: apiPort,
    DATA_DIR: dataDir,
    APP_SECRET: process.env.APP_SECRET ?? localSecret(dataDir),
    WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
    // The local demo: embedded database, payment sandbox, dev mailbox and the demo company.
    ...localDemoEnv({ SEED_DEMO_DATA: 'true' }),
  },
})
const web = startProcess('web', process.execPath, [nextBin, 'start', '--port', nextPort], {
  cwd: join(root, 'apps/web'),
  env: { NODE_ENV: 'production', API_ORIGIN: apiOrigin, NEXT_TELEMETRY_DISABLED: '1' },
})
const front = startProcess('front', process.execPath, ['scripts/front/serve.mjs'], {
  env: { NODE_ENV: 'production', PORT: webPort, NEXT_ORIGIN: `http://127.0.0.1:${nextPort}` },
})
stopOnSignals([api, web, front])

const up =
  (await waitForUrl(`${apiOrigin}/api/ready`, 120_000)) &&
  (await waitForUrl(`http://127.0.0.1:${webPort}/api/health`, 120_000))
if (up) {
  console.log(
    `\n  Kelp is running at http://localhost:${webPort}  (API docs: /api/docs)\n  Ctrl-C stops it.\n`,
  )
}
