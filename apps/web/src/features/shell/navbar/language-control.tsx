'use client'

import { LanguageSwitch, type LocaleLinkComponent } from '@kelp/ui'
import { useLocale, useTranslations } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'
import { userLocales } from '@/i18n/routing'

/**
 * The current page in another language, through next-intl's Link (it remembers the choice).
 * Never prefetched: the English link goes through /en/…, which redirects, and a prefetch that
 * was redirected leaves its `?_rsc=` address as the page's history entry.
 */
const LocaleLink: LocaleLinkComponent = ({ locale, ...props }) => (
  <Link
    href={usePathname()}
    locale={locale as (typeof userLocales)[number]}
    prefetch={false}
    {...props}
  />
)

/** The shared language switch (@kelp/ui); the `keys` locale is not offered (product.md §1). */
export function LanguageControl({ className = '' }: { className?: string }) {
  const t = useTranslations('languages')
  const texts = {
    label: t('label'),
    names: Object.fromEntries(userLocales.map((locale) => [locale, t(locale)])),
    short: Object.fromEntries(userLocales.map((locale) => [locale, t(`short.${locale}`)])),
  }
  return (
    <LanguageSwitch
      locales={userLocales}
      current={useLocale()}
      texts={texts}
      LocaleLink={LocaleLink}
      className={className}
    />
  )
}
