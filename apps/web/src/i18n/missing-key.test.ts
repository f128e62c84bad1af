import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '@kelp/ui/messages/en.json'
import { MISSING_KEY_MARKER, toKeyMessages } from './messages'

// The same fallback and error handling as request.ts, applied to the real message tree.
const translator = (messages: typeof en) =>
  createTranslator({
    locale: 'en',
    messages,
    getMessageFallback: () => MISSING_KEY_MARKER,
    onError: () => {},
  })

describe('missing keys and the keys locale', () => {
  it('a missing key renders KEY IS MISSING', () => {
    const t = translator(en) as unknown as (key: string) => string
    expect(t('nav.doesNotExist')).toBe(MISSING_KEY_MARKER)
    expect(t('nav.solutions')).toBe('Solutions')
  })

  it('the keys locale renders every message as its key', () => {
    const t = translator(toKeyMessages(en) as typeof en)
    expect(t('nav.solutions')).toBe('nav.solutions')
    expect(t('footer.links.about')).toBe('footer.links.about')
  })
})
