import de from '@kelp/ui/messages/de.json'
import en from '@kelp/ui/messages/en.json'
import { createTranslator } from 'use-intl/core'
import type { SiteLocale } from './locales'

/** The message catalogues the app reads too (one copy, packages/ui/messages), read at build time only. */
type Messages = typeof en
type Namespace = keyof Messages

/** Looks a key up in one namespace; values fill ICU placeholders. */
export type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * A translator for one namespace. The keys pseudo-locale answers every key with its full
 * path, as the app's does, so translators see which key a text comes from.
 */
export function translator(locale: SiteLocale, namespace: Namespace): Translate {
  if (locale === 'keys') return (key) => `${namespace}.${key}`
  const t = createTranslator({
    locale,
    messages: locale === 'de' ? (de as Messages) : en,
    namespace,
  })
  return (key, values) => t(key as never, values as never)
}

/** Rich text as HTML: `tags` wrap the chunks of each <tag> in the message. */
export function translateMarkup(
  locale: SiteLocale,
  namespace: Namespace,
  key: string,
  tags: Record<string, (chunks: string) => string>,
): string {
  if (locale === 'keys') return `${namespace}.${key}`
  const t = createTranslator({
    locale,
    messages: locale === 'de' ? (de as Messages) : en,
    namespace,
  })
  return t.markup(key as never, tags as never)
}
