'use client'

import { ContactButton as SharedContactButton } from '@kelp/ui'
import { useLocale, useTranslations } from 'next-intl'
import { isFocusedPath } from '@/config/page-chrome'
import { usePathname } from '@/i18n/navigation'

/** The shared contact button (@kelp/ui); hidden on portfolio-manager and orbit paths (product.md §2). */
export function ContactButton({ className = '' }: { className?: string }) {
  const t = useTranslations('nav')
  const locale = useLocale()
  if (isFocusedPath(usePathname())) return null
  return (
    <SharedContactButton
      locale={locale}
      label={t('contact')}
      newTabLabel={t('contactNewTab')}
      className={className}
    />
  )
}
