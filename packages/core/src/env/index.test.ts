import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { envExampleSection, envExampleSectionOf } from './index'

const schema = z.object({
  PORT: z.coerce.number().default(4000).describe('port'),
  URL: z.url().optional().describe('where it is'),
})

describe('envExampleSection', () => {
  it('lists every variable with its meaning and default, commented out', () => {
    expect(envExampleSection('Demo', schema)).toBe(
      '# ── Demo ──\n\n# port\n#PORT=4000\n\n# where it is\n#URL=\n',
    )
  })

  it('refuses a variable without a description', () => {
    expect(() => envExampleSection('Demo', z.object({ X: z.string() }))).toThrow(/X/)
  })

  it('finds a section again in the whole file', () => {
    const text = `# head\n\n${envExampleSection('A', schema)}\n${envExampleSection('B', schema)}`
    expect(envExampleSectionOf(text, 'A')).toBe(`${envExampleSection('A', schema)}\n`)
    expect(envExampleSectionOf(text, 'B')).toBe(envExampleSection('B', schema))
  })
})
