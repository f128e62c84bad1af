// `npm run dev`: API and web with hot reload.
import { join } from 'node:path'
import { localDemoEnv, root, startProcess, stopOnSignals } from './lib.mjs'

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
const web = startProcess(
  'web',
  process.execPath,
  [nextBin, 'dev', '--port', process.env.WEB_PORT ?? '3000'],
  {
    cwd: join(root, 'apps/web'),
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
)
stopOnSignals([api, web])
console.log('Kelp dev: http://localhost:3000 (API on :4000)')
