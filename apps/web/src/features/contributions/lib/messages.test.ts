import { INDUSTRIES, PORTFOLIOS, PORTFOLIO_IDS, SANDBOX_TEST_CARDS } from '@kelp/core/contributions'
import { describe, expect, it } from 'vitest'
import de from '@kelp/ui/messages/de.json'
import en from '@kelp/ui/messages/en.json'

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.values(value as Record<string, unknown>).flatMap(strings)

describe('contribution texts', () => {
  it.each([
    ['en', en],
    ['de', de],
  ])('label every industry, method and test card in %s', (_, messages) => {
    const texts = messages.contributions
    for (const industry of INDUSTRIES) expect(texts.industries[industry]).toBeTruthy()
    for (const id of PORTFOLIO_IDS) {
      for (const project of PORTFOLIOS[id].projects) {
        expect(texts.methods[project.method as keyof typeof texts.methods]).toBeTruthy()
      }
    }
    for (const card of Object.keys(SANDBOX_TEST_CARDS)) {
      expect(texts.payment.testCards[card as keyof typeof texts.payment.testCards]).toBeTruthy()
    }
  })

  it('never promise neutrality from a contribution (EU Directive 2024/825)', () => {
    // The one disclaimer that says a contribution does NOT make anyone neutral is the exception.
    const { claim: _enClaim, ...enRest } = en.contributions
    const { claim: _deClaim, ...deRest } = de.contributions
    for (const text of [...strings(enRest), ...strings(deRest)]) {
      expect(text).not.toMatch(/neutral|offset your|kompensier|ausgleich/i)
    }
    expect(en.contributions.claim).toMatch(/does not make you/)
    expect(de.contributions.claim).toMatch(/nicht „klimaneutral“/)
  })
})
