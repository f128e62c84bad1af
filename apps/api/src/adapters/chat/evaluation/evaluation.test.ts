import { describe, expect, it } from 'vitest'
import { embeddedAnswerer } from '../embedded'
import { EMBEDDED_PASS_THRESHOLD, EVALUATION_CASES } from './cases'
import { evaluate, report } from './evaluate'
import { fixture } from './fixtures'

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
})
