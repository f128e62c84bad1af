'use client'

import { useLocale, useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { contactHref } from '@kelp/ui'
import { isFocusedPath } from '@/config/page-chrome'
import { usePathname } from '@/i18n/navigation'

/** Opens our contact page in a new tab; hidden on portfolio-manager and orbit paths (product.md §2). */
export function ContactButton({ className = '' }: { className?: string }) {
  const t = useTranslations('nav')
  const locale = useLocale()
  const pathname = usePathname()
  if (isFocusedPath(pathname)) return null
  return (
    <a
      href={contactHref(locale)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('contactNewTab')}
      className={`${buttonClasses({ size: 'lg' })} ${className}`}
    >
      {t('contact')}
    </a>
  )
}
