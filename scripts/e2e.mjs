// Browser tests against the production build: a fresh API database per run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { run } from './lib.mjs'

if (!ensureChromium()) process.exit(1)
const dataDir = mkdtempSync(join(tmpdir(), 'kelp-e2e-'))
const status = run(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    env: { ...process.env, KELP_E2E_DATA_DIR: dataDir },
  },
)
rmSync(dataDir, { recursive: true, force: true })
process.exit(status)
