import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { MISSING_KEY_MARKER, toKeyMessages } from './messages'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const source = locale === 'keys' ? 'en' : locale
  const messages = (
    source === 'de'
      ? await import('@kelp/ui/messages/de.json')
      : await import('@kelp/ui/messages/en.json')
  ).default
  return {
    locale,
    messages: locale === 'keys' ? toKeyMessages(messages) : messages,
    getMessageFallback: () => MISSING_KEY_MARKER,
    onError: () => {},
  }
})
