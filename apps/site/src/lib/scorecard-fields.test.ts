import { businessEmailError, requiredError } from '@kelp/ui'
import { describe, expect, it } from 'vitest'
import { parseTonnes, SCORECARD_FIELD_ERRORS, tonnesError } from './scorecard-fields'

describe('the scorecard’s fields', () => {
  it('has a text key for every code the details form’s rules give', () => {
    const found = [
      requiredError(''),
      businessEmailError('not-an-email'),
      businessEmailError('jonas@gmail.com'),
      businessEmailError('info@nordwerk.de'),
      tonnesError('2.5', 'en'),
    ]
    for (const code of found) expect(SCORECARD_FIELD_ERRORS).toContain(code)
    expect(businessEmailError('jonas.weber@nordwerk.de')).toBeUndefined()
  })

  it('accepts whole tonnes in range only', () => {
    expect(parseTonnes('2500', 'en')).toBe(2500)
    expect(parseTonnes(' 2000 ', 'en')).toBe(2000)
    expect(parseTonnes('10000000', 'en')).toBe(10_000_000)
    expect(parseTonnes('10000001', 'en')).toBeUndefined()
    expect(parseTonnes('2.5', 'en')).toBeUndefined()
    expect(parseTonnes('0', 'en')).toBeUndefined()
    expect(parseTonnes('-3', 'en')).toBeUndefined()
  })

  it('accepts the grouping the page language writes', () => {
    expect(parseTonnes('1.250', 'de')).toBe(1250)
    expect(parseTonnes('1 250', 'de')).toBe(1250)
    expect(parseTonnes('10.000.000', 'de')).toBe(10_000_000)
    expect(parseTonnes('1,250', 'en')).toBe(1250)
    expect(parseTonnes('2,5', 'de')).toBeUndefined()
  })

  it('asks for the emissions first, then for whole tonnes', () => {
    expect(tonnesError(' ', 'en')).toBe('required')
    expect(tonnesError('2,5', 'de')).toBe('tonnes')
    expect(tonnesError('2000', 'en')).toBeUndefined()
  })
})
