import { readFileSync } from 'node:fs'
import openapiTS, { astToString } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'

const documentUrl = new URL('../openapi.json', import.meta.url)

describe('the generated types', () => {
  it('match openapi.json (run npm run generate -w @kelp/client)', async () => {
    const generated = astToString(await openapiTS(documentUrl, { defaultNonNullable: false }))
    const committed = readFileSync(new URL('./schema.ts', import.meta.url), 'utf8')
    expect(committed).toBe(generated)
  })
})
