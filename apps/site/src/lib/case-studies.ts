import { htmlLang, type SiteLocale } from '../i18n/locales'
import { translator } from '../i18n/translate'
import type { CarouselSlide, CarouselTexts } from '../islands/carousel'

/** The stories of each language as the `customers` collection holds them (`en.yaml`, `de.yaml`). */
export type StoriesByLanguage = Partial<Record<string, CarouselSlide[]>>

/**
 * The stories for a locale, after checking that English and German tell the same stories in the
 * same order (the carousel's order; the home page quotes the first three). The keys
 * pseudo-locale shows each text's key, `content.customers.<n>.<field>`.
 */
export function storiesFor(byLanguage: StoriesByLanguage, locale: SiteLocale): CarouselSlide[] {
  const ids = (language: string) => byLanguage[language]?.map((story) => story.id).join()
  if (ids('en') === undefined || ids('en') !== ids('de')) {
    throw new Error(`Customer stories differ: en has ${ids('en')}, de has ${ids('de')}`)
  }
  const stories = byLanguage[htmlLang(locale)]!
  if (stories.length === 0) return []
  if (locale !== 'keys') return stories
  return stories.map((story, i) => {
    const key = (field: string) => `content.customers.${i}.${field}`
    return {
      id: story.id,
      company: key('company'),
      sector: key('sector'),
      quote: key('quote'),
      result: key('result'),
    }
  })
}

/** The carousel's texts from the `carousel` messages, with `{index}` and `{total}` left open. */
export function carouselTexts(locale: SiteLocale): CarouselTexts {
  const t = translator(locale, 'carousel')
  const open = { index: '{index}', total: '{total}' }
  return {
    label: t('label'),
    slide: t('slide', open),
    previous: t('previous'),
    next: t('next'),
    first: t('first'),
    last: t('last'),
    goTo: t('goTo', open),
    pause: t('pause'),
    play: t('play'),
  }
}
