import { footerTexts, navTexts, PRIVACY_POLICY_PATH, CONSENT_CATEGORIES } from '@kelp/ui'
import { signInTexts } from '@kelp/ui/sign-in'
import type { SiteConsentTexts } from '../islands/site-consent'
import type { SiteNavbarTexts } from '../islands/site-navbar'
import { localizedPath, USER_LOCALES, type SiteLocale } from './locales'
import { translateMarkup, translator } from './translate'

/** Counts that fall into each plural category in English and German. */
const PLURAL_SAMPLES = { one: 1, other: 2 } as const

/** The navbar's texts, resolved at build time from the same catalogues as the app's. */
export function navbarTexts(locale: SiteLocale): SiteNavbarTexts {
  const nav = translator(locale, 'nav')
  const common = translator(locale, 'common')
  const languages = translator(locale, 'languages')
  const auth = translator(locale, 'auth')
  return {
    nav: navTexts((key) => nav(key)),
    logo: {
      homeLink: common('homeLink'),
      brand: common('brand'),
      brandPlanner: common('brandPlanner'),
    },
    languages: {
      label: languages('label'),
      names: Object.fromEntries(USER_LOCALES.map((l) => [l, languages(l)])),
      short: Object.fromEntries(USER_LOCALES.map((l) => [l, languages(`short.${l}`)])),
    },
    cart: nav('cart'),
    // The island fills in the count: each form with its sample number turned into a placeholder.
    cartCount: Object.fromEntries(
      Object.entries(PLURAL_SAMPLES).map(([category, count]) => [
        category,
        nav('cartCount', { count }).replace(String(count), '{count}'),
      ]),
    ),
    signIn: signInTexts(
      (key, values) => auth(`modal.${key}`, values),
      (key) => common(`error.${key}`),
    ),
    signedIn: auth('signin.success'),
  }
}

export function siteFooterTexts(locale: SiteLocale, year: number) {
  const t = translator(locale, 'footer')
  return { texts: footerTexts(t, year), cookieSettings: t('cookieSettings') }
}

/** The privacy link inside the consent sentences, as the app renders it. */
const privacyLink = (locale: SiteLocale) => (chunks: string) =>
  `<a href="${localizedPath(locale, PRIVACY_POLICY_PATH)}" class="font-semibold text-kelp-700 underline hover:text-kelp-900">${chunks}</a>`

export function consentTexts(locale: SiteLocale): SiteConsentTexts {
  const t = translator(locale, 'consent')
  const link = { link: privacyLink(locale) }
  return {
    banner: {
      label: t('banner'),
      html: translateMarkup(locale, 'consent', 'text', link),
      customise: t('customise'),
      reject: t('reject'),
      acceptAll: t('acceptAll'),
      close: t('close'),
    },
    dialog: {
      title: t('dialogTitle'),
      html: translateMarkup(locale, 'consent', 'dialogText', link),
      categories: Object.fromEntries(
        CONSENT_CATEGORIES.map((category) => [
          category,
          {
            title: t(`categories.${category}.title`),
            description: t(`categories.${category}.description`),
          },
        ]),
      ) as SiteConsentTexts['dialog']['categories'],
      rejectAll: t('rejectAll'),
      acceptAll: t('acceptAll'),
      save: t('save'),
      close: translator(locale, 'common')('close'),
    },
  }
}
