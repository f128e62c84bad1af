import { describe, expect, it } from 'vitest'
import {
  emailDomain,
  normalizeEmail,
  validateBusinessEmail,
  validateEmailFormat,
} from './email-rules'
import { businessEmailSchema } from './schemas'

describe('validateEmailFormat', () => {
  it.each([
    'anna.berg@acme-industries.de',
    'a.b+c@sub.example.co.uk',
    "o'brien@firm.ie",
    'max@[192.168.10.1]',
  ])('accepts %s', (email) => expect(validateEmailFormat(email)).toBeNull())

  it.each([
    'no-at-sign.example.com',
    'anna@',
    'anna@localhost',
    'anna@acme.c',
    'anna@acme.123',
    'anna@-acme.com',
    'anna@acme..com',
    'anna@[999.1.1.1]',
  ])('rejects the domain of %s', (email) =>
    expect(validateEmailFormat(email)).toBe('email_validation_wrong_domain'),
  )

  it.each(['@acme.com', '.anna@acme.com', 'anna.@acme.com', 'an..na@acme.com', 'an na@acme.com'])(
    'rejects the name part of %s',
    (email) => expect(validateEmailFormat(email)).toBe('email_validation_wrong_name'),
  )
})

describe('validateBusinessEmail', () => {
  it.each([
    'max@gmail.com',
    'max@yahoo.com',
    'max@outlook.com',
    'max@hotmail.com',
    'max@live.com',
    'max@aol.com',
    'max@icloud.com',
    'max@proton.com',
    'max@zoho.com',
    'max@yandex.com',
    'max@gmx.com',
    'max@temp-mail.com',
    'max@pm.me',
    'max@gmx.de',
    'max@GMAIL.COM',
    'student@mit.edu',
    'student@cs.stanford.edu',
  ])('rejects the free or disposable provider %s', (email) =>
    expect(validateBusinessEmail(email)).toBe('email_business_required'),
  )

  it.each([
    'test',
    'hello',
    'info',
    'general',
    'contact',
    'admin',
    'support',
    'sales',
    'service',
    'no-reply',
    'office',
    'help',
    'feedback',
    'billing',
    'accounts',
    'marketing',
    'team',
    'press',
    'media',
    'hr',
    'jobs',
    'careers',
    'partners',
    'Info',
    'sales-team',
    'support2',
  ])('rejects the role address %s@acme.com', (local) =>
    expect(validateBusinessEmail(`${local}@acme.com`)).toBe('email_generic_address'),
  )

  it('accepts a person at a company', () => {
    expect(validateBusinessEmail('anna.berg@acme-industries.de')).toBeNull()
    expect(validateBusinessEmail('hrvoje.horvat@acme.com')).toBeNull()
    expect(validateBusinessEmail('max@gmail.company.com')).toBeNull()
  })

  it('checks the format before the provider', () => {
    expect(validateBusinessEmail('max@gmail')).toBe('email_validation_wrong_domain')
  })
})

describe('helpers and schema', () => {
  it('normalizes and finds the domain', () => {
    expect(normalizeEmail('  Anna@ACME.de ')).toBe('anna@acme.de')
    expect(emailDomain(' Anna@ACME.de')).toBe('acme.de')
  })

  it('the zod schema applies the same rules and lower-cases', () => {
    expect(businessEmailSchema.parse(' Anna@Acme.DE ')).toBe('anna@acme.de')
    const result = businessEmailSchema.safeParse('max@gmail.com')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Please use your company email address.')
  })
})
