import { describe, expect, it } from 'vitest'
import de from '@kelp/ui/messages/de.json'
import en from '@kelp/ui/messages/en.json'
import { globalErrorLocale, GLOBAL_ERROR_TEXTS } from './global-error'

describe('the global error page', () => {
  it('says what the error pages say, in both languages', () => {
    expect(GLOBAL_ERROR_TEXTS.en).toEqual(en.system.error)
    expect(GLOBAL_ERROR_TEXTS.de).toEqual(de.system.error)
  })

  it('speaks German under /de only', () => {
    expect(globalErrorLocale('/de')).toBe('de')
    expect(globalErrorLocale('/de/projects')).toBe('de')
    expect(globalErrorLocale('/demo')).toBe('en')
    expect(globalErrorLocale('/projects')).toBe('en')
  })
})
