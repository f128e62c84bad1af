// Makes sure Debian's Chromium is there for the browser tests (no browser downloads).
import { existsSync } from 'node:fs'
import { run } from './lib.mjs'

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install it with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROME_PATH at an existing Chromium or Chrome binary.',
    )
    return false
  }
  console.log('Installing Debian chromium for the browser tests …')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (run('apt-get', ['update'], { env }) !== 0) return false
  return (
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env }) === 0 &&
    existsSync(chromiumPath)
  )
}
