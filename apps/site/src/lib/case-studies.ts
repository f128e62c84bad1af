import { caseStudies as caseStudiesDe } from '@kelp/web/content/customers/de'
import { caseStudies as caseStudiesEn } from '@kelp/web/content/customers/en'
import type { SiteLocale } from '../i18n/locales'
import { translator } from '../i18n/translate'
import type { CarouselSlide, CarouselTexts } from '../islands/carousel'

/**
 * The customer stories of the carousel, one copy: the app's content, which its home page shows
 * too. The keys pseudo-locale shows each text's key (`content.customers.<n>.<field>`).
 */
export function caseStudies(locale: SiteLocale): CarouselSlide[] {
  if (locale === 'keys') {
    return caseStudiesEn.map((study, i) => {
      const key = (field: string) => `content.customers.${i}.${field}`
      return {
        id: study.id,
        company: key('company'),
        sector: key('sector'),
        quote: key('quote'),
        result: key('result'),
      }
    })
  }
  return locale === 'de' ? caseStudiesDe : caseStudiesEn
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
