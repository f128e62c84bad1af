import { describe, expect, it } from 'vitest'
import { scorecardFlowTexts, sharedScorecardTexts } from './scorecard-texts'

describe('the scorecard’s texts', () => {
  it('gives each field error the text the app’s scorecard showed, in both languages', () => {
    const en = scorecardFlowTexts('en').errors
    expect(en.required).toBe('This field is required.')
    expect(en.email_validation_wrong_domain).toBe('Please use a valid email address')
    expect(en.email_business_required).toBe('Please use your company email address.')
    expect(en.tonnes).toMatch(/whole number of tonnes/)
    expect(scorecardFlowTexts('de').errors.required).toBe('Dieses Feld ist erforderlich.')
  })

  it('fixes no price at build: the scorecard’s own price and date are filled in the browser', () => {
    const { results } = scorecardFlowTexts('de')
    expect(results.assumptions).toContain('{price} pro Tonne')
    expect(results.assumptions).toContain('am {date} bei Kelp angebotenen Zertifikate')
    expect(results.assumptionsEstimate).toContain('Marktschätzung')
    expect(results.assumptions).not.toMatch(/\d\s€/)
    expect(results.title).toBe('Scorecard für {company}')
    expect(results.tiers).toEqual({ silver: 'Silver', gold: 'Gold', platinum: 'Platinum' })
  })

  it('shows keys in the keys pseudo-locale', () => {
    const shared = sharedScorecardTexts('keys')
    expect(shared.notFound).toBe('scorecard.notFound')
    expect(shared.results.columns.kelpCost).toBe('scorecard.results.kelpCost')
  })
})
