import { defineRouting } from 'next-intl/routing'

/** Languages offered to visitors in the language control. */
export const userLocales = ['en', 'de'] as const

export const routing = defineRouting({
  // `keys` is the translators' pseudo-locale: it renders raw message keys (product.md §1).
  locales: [...userLocales, 'keys'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // English URLs stay English; the language control is the one way to switch (docs/decisions/002).
  localeDetection: false,
})

export type AppLocale = (typeof routing.locales)[number]
