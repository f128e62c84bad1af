'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'
import { userLocales } from '@/i18n/routing'

/** Switches language and keeps the page (product.md §1). The `keys` locale is not offered. */
export function LanguageControl({ className = '' }: { className?: string }) {
  const t = useTranslations('languages')
  const pathname = usePathname()
  const current = useLocale()
  return (
    <div role="group" aria-label={t('label')} className={`flex items-center gap-1 ${className}`}>
      {userLocales.map((locale) => (
        <Link
          key={locale}
          href={pathname}
          locale={locale}
          lang={locale}
          aria-label={t(locale)}
          aria-current={current === locale ? 'true' : undefined}
          className={`rounded-md px-2 py-1 text-sm font-semibold ${
            current === locale ? 'bg-kelp-100 text-kelp-900' : 'text-muted hover:text-ink'
          }`}
        >
          {t(`short.${locale}`)}
        </Link>
      ))}
    </div>
  )
}
