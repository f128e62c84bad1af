// Regenerates openapi.json (from the API's routes) and src/schema.d.ts (openapi-typescript).
// Run with `npm run generate -w @kelp/client`; a test fails while either is stale.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

const root = fileURLToPath(new URL('..', import.meta.url))
const documentPath = `${root}openapi.json`
execFileSync('npx', ['tsx', 'src/modules/v1/export-cli.ts', documentPath], {
  cwd: fileURLToPath(new URL('../../../apps/api/', import.meta.url)),
  stdio: 'inherit',
})
// Fields with a default are optional in requests (the API fills them in).
const ast = await openapiTS(new URL(`file://${documentPath}`), { defaultNonNullable: false })
writeFileSync(`${root}src/schema.ts`, astToString(ast))
