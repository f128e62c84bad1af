import { describe, expect, it } from 'vitest'
import { parseTonnes, scorecardEmailError, scorecardRequired } from './validation'

describe('scorecard validation', () => {
  it('uses the scorecard messages for required fields and malformed e-mails', () => {
    expect(scorecardRequired('')).toEqual({ scope: 'scorecard', key: 'required' })
    expect(scorecardEmailError('not-an-email')).toEqual({ scope: 'scorecard', key: 'email' })
  })

  it('applies the business e-mail rules', () => {
    expect(scorecardEmailError('jonas@gmail.com')).toEqual({
      scope: 'common',
      key: 'email_business_required',
    })
    expect(scorecardEmailError('jonas.weber@nordwerk.de')).toBeUndefined()
  })

  it('accepts whole tonnes in range only', () => {
    expect(parseTonnes('2500')).toBe(2500)
    expect(parseTonnes('2.5')).toBeUndefined()
    expect(parseTonnes('0')).toBeUndefined()
    expect(parseTonnes('-3')).toBeUndefined()
  })
})
