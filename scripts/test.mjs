// `npm test`: lint, typecheck, unit + API tests, production build, browser tests — in that order.
import { buildWithCleanLog } from './build-log.mjs'
import { ensureChromium } from './chromium.mjs'
import { run } from './lib.mjs'

const steps = [
  ['lint', () => run('npm', ['run', 'lint'])],
  ['typecheck', () => run('npm', ['run', 'typecheck'])],
  ['unit and API tests', () => run('node', ['scripts/vitest.mjs'])],
  ['production build, clean log', buildWithCleanLog],
  ['no secret in the web build', () => run('node', ['scripts/check-bundle-secrets.mjs'])],
  ['browser (Chromium) tests', () => (ensureChromium() ? run('node', ['scripts/e2e.mjs']) : 1)],
]

const timings = []
for (const [name, step] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const status = step()
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  timings.push(`${status === 0 ? '✓' : '✗'} ${name.padEnd(26)} ${seconds.padStart(7)} s`)
  if (status !== 0) {
    console.error(`\n✗ ${name} failed.\n${timings.join('\n')}`)
    process.exit(status)
  }
}
console.log(`\nAll checks passed.\n${timings.join('\n')}`)
