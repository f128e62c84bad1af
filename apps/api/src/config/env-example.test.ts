import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { envExampleSection, envExampleSectionOf } from '@kelp/core/env'
import { envObject } from './env'

const TITLE = 'API (apps/api/src/config/env.ts)'

describe('.env.example', () => {
  it('lists every API variable as the schema describes it (npm run env:example)', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../../../.env.example'), 'utf8')
    expect(envExampleSectionOf(text, TITLE)?.trim()).toBe(
      envExampleSection(TITLE, envObject).trim(),
    )
  })
})
