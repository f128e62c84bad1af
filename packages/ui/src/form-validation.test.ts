import { describe, expect, it } from 'vitest'
import { businessEmailError, phoneError, requiredError } from './form-validation'

describe('marketing form validation', () => {
  it('flags empty fields as required', () => {
    expect(requiredError('  ')).toBe('required')
    expect(requiredError('Anna')).toBeUndefined()
  })

  it('applies the business e-mail rules from @kelp/core/auth', () => {
    expect(businessEmailError('')).toBe('required')
    expect(businessEmailError('anna@gmail.com')).toBe('email_business_required')
    expect(businessEmailError('info@acme-industries.de')).toBe('email_generic_address')
    expect(businessEmailError('anna.berg@acme-industries.de')).toBeUndefined()
  })

  it('checks phone numbers', () => {
    expect(phoneError('call me')).toBe('phone')
    expect(phoneError('+49 30 1234567')).toBeUndefined()
  })
})
