// `npm run dev`: API and web with hot reload, behind the front server that answers the static
// site's pages (docs/decisions/130). The site is built once at start; `npm run build -w
// @kelp/site` rebuilds it, and the front server reads it again when restarted.
import { join } from 'node:path'
import { buildSiteIfStale, localDemoEnv, root, startProcess, stopOnSignals } from './lib.mjs'

const nextBin = join(root, 'node_modules/next/dist/bin/next')

const api = startProcess(
  'api',
  join(root, 'node_modules/.bin/tsx'),
  ['watch', '--clear-screen=false', 'apps/api/src/server.ts'],
  {
    env: {
      NODE_ENV: 'development',
      DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
      ...localDemoEnv({ SEED_DEMO_DATA: 'true' }),
    },
  },
)
const webPort = process.env.WEB_PORT ?? '3000'
const nextPort = process.env.NEXT_PORT ?? String(Number(webPort) + 1)
if (buildSiteIfStale() !== 0) process.exit(1)
const web = startProcess('web', process.execPath, [nextBin, 'dev', '--port', nextPort], {
  cwd: join(root, 'apps/web'),
  env: { NEXT_TELEMETRY_DISABLED: '1' },
})
const front = startProcess('front', process.execPath, ['scripts/front/serve.mjs'], {
  env: { PORT: webPort, NEXT_ORIGIN: `http://127.0.0.1:${nextPort}` },
})
stopOnSignals([api, web, front])
console.log(`Kelp dev: http://localhost:${webPort} (API on :4000)`)
