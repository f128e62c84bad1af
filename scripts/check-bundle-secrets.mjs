// After `npm run build`: no secret may reach what the browser downloads.
// Scans the client bundle (apps/web/.next/static) and the prerendered pages
// (.next/server/app/**/*.html|.rsc|.body) for secret patterns and for the values of the
// server-only environment variables set in this shell. Exits 1 on any hit.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = 'apps/web/.next'
const patterns = [
  ['Stripe secret key', /\b[sr]k_(live|test)_[0-9A-Za-z]{8,}/],
  ['Stripe webhook secret', /\bwhsec_[0-9A-Za-z]{8,}/],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['database URL with credentials', /\bpostgres(ql)?:\/\/[^\s:@/"']+:[^\s@/"']+@/],
  ['SMTP URL with credentials', /\bsmtps?:\/\/[^\s:@/"']+:[^\s@/"']+@/],
  ['redis URL with credentials', /\brediss?:\/\/[^\s@/"']*:[^\s@/"']+@/],
]
const serverOnly = [
  'APP_SECRET',
  'DATABASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'LLM_API_KEY',
  'SMTP_URL',
  'REDIS_URL',
]
const values = serverOnly
  .map((name) => [name, process.env[name]])
  .filter(([, value]) => value && value.length >= 8)

function* files(dir, accept) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path, accept)
    else if (accept(name)) yield path
  }
}

const targets = [
  ...files(join(root, 'static'), (n) => /\.(js|css|json|txt|html|map)$/.test(n)),
  ...files(join(root, 'server/app'), (n) => /\.(html|rsc|body|meta)$/.test(n)),
]
if (targets.length === 0) {
  console.error(`✗ no build output under ${root}: run npm run build first`)
  process.exit(1)
}
const hits = []
for (const path of targets) {
  const text = readFileSync(path, 'utf8')
  for (const [label, re] of patterns) if (re.test(text)) hits.push(`${path}: ${label}`)
  for (const [name, value] of values) if (text.includes(value)) hits.push(`${path}: $${name}`)
}
if (hits.length > 0) {
  console.error(`✗ secrets in the web build:\n${hits.join('\n')}`)
  process.exit(1)
}
console.log(
  `✓ no secret in ${targets.length} web build files (${patterns.length} patterns, ` +
    `${values.length} server-only values from the environment)`,
)
