// Deep-merges message fragments into packages/ui/messages/{en,de}.json, keeping key order.
// Usage: node scripts/i18n-merge.mjs <en-fragment.json> <de-fragment.json>
// Safe for parallel work: run it under `flock /tmp/kelp-messages.lock`.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './lib.mjs'

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value)
    } else target[key] = value
  }
  return target
}

const [enFragment, deFragment] = process.argv.slice(2)
if (!enFragment || !deFragment) {
  console.error('usage: node scripts/i18n-merge.mjs <en-fragment.json> <de-fragment.json>')
  process.exit(1)
}
for (const [locale, fragment] of [
  ['en', enFragment],
  ['de', deFragment],
]) {
  const file = join(root, 'packages/ui/messages', `${locale}.json`)
  const merged = merge(
    JSON.parse(readFileSync(file, 'utf8')),
    JSON.parse(readFileSync(fragment, 'utf8')),
  )
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`)
}
console.log('messages merged')
