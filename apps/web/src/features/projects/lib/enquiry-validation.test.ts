import { describe, expect, it } from 'vitest'
import { validateEnquiry } from './enquiry-validation'

const valid = { email: 'jana@acme.de', firstName: 'Jana', lastName: 'S', phone: '+49 30 123456' }

describe('validateEnquiry', () => {
  it('accepts a complete enquiry', () => {
    expect(validateEnquiry(valid)).toEqual({})
  })
  it('requires every field but needs', () => {
    expect(validateEnquiry({ email: '', firstName: ' ', lastName: '', phone: '' })).toEqual({
      email: 'required',
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
    })
  })
  it('applies the business e-mail and phone rules', () => {
    expect(validateEnquiry({ ...valid, email: 'a@gmail.com', phone: 'abc' })).toEqual({
      email: 'email_business_required',
      phone: 'phoneInvalid',
    })
  })
})
