import { describe, expect, it } from 'vitest'
import { answerFromData, embeddedAnswerer } from '../embedded'
import type { ChatAnswerer } from '../types'
import { EMBEDDED_PASS_THRESHOLD, EVALUATION_CASES } from './cases'
import { evaluate, report } from './evaluate'
import { fixture } from './fixtures'
import { judge } from './judge'

describe('chat evaluation set', () => {
  it('is large and mixed enough to mean something', () => {
    const n = EVALUATION_CASES.length
    const count = (pick: (c: (typeof EVALUATION_CASES)[number]) => boolean) =>
      EVALUATION_CASES.filter(pick).length
    expect(n).toBeGreaterThanOrEqual(80)
    expect(count((c) => c.locale === 'de')).toBeGreaterThanOrEqual(n / 4)
    expect(count((c) => c.expect === 'unanswerable')).toBeGreaterThanOrEqual(n / 10)
    // Forward vintages and a project without a registry are exercised in both languages.
    for (const locale of ['en', 'de'] as const) {
      expect(fixture('atlas', locale).registry).toBeNull()
      expect(fixture('atlas', locale).vintages.every((v) => v.status === 'forward')).toBe(true)
      expect(count((c) => c.project === 'atlas' && c.locale === locale)).toBeGreaterThan(3)
    }
  })

  it(`the embedded answerer gets at least ${EMBEDDED_PASS_THRESHOLD * 100} % right`, async () => {
    const result = await evaluate(embeddedAnswerer, EVALUATION_CASES)
    console.info(report('embedded', result))
    expect(result.passed / result.total).toBeGreaterThanOrEqual(EMBEDDED_PASS_THRESHOLD)
  })

  it('counts a model answer that fell back to the embedded answerer as wrong', async () => {
    const fallingBack: ChatAnswerer = { answer: async (input) => answerFromData(input) }
    const cases = EVALUATION_CASES.slice(0, 3)
    const result = await evaluate(fallingBack, cases, 'llm')
    expect(result).toMatchObject({ total: 3, passed: 0, fellBack: 3 })
    expect(report('model', result)).toContain('0/3 correct')
  })

  it('judges numbers whole and ignores thousands separators', () => {
    const c = { project: 'moor', locale: 'en', question: 'q', expect: ['1,200'] } as const
    expect(judge({ ...c, expect: ['1,200'] }, 'We have 1200 t.')).toBeNull()
    expect(judge({ ...c, locale: 'de', expect: ['1.200'] }, 'Es gibt 1.200 t.')).toBeNull()
    expect(judge({ ...c, expect: ['50'] }, 'We have 150 t.')).toMatch(/misses 50/)
    expect(judge({ ...c, expect: ['50'], not: ['470'] }, '50 t of 470 t')).toMatch(/states 470/)
  })
})
