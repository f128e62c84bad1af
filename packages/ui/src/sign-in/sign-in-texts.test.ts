import { describe, expect, it } from 'vitest'
import { fill } from '../fill'
import { signInTexts } from './sign-in-texts'

describe('sign-in texts', () => {
  it('keeps the placeholders of the texts that show a value, filled where they show', () => {
    const t = (key: string, values?: Record<string, string | number>) =>
      values ? `${key}:${Object.values(values).join(',')}` : key
    const texts = signInTexts(t, t)
    expect(texts.codeIntro).toBe('codeIntro:{email}')
    expect(fill(texts.codeIntro, { email: 'ada@firm.example' })).toBe('codeIntro:ada@firm.example')
    expect(fill(texts.digitLabel, { index: 2, count: 5 })).toBe('digitLabel:2,5')
    expect(texts.errors.email_business_required).toBe('email_business_required')
    expect(texts.somethingWrong).toBe('something_wrong_short')
    expect(Object.keys(texts.errors)).not.toContain('phone')
  })
})
