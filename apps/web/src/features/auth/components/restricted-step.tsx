import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { NAV_LINKS } from '@kelp/ui'
import { Link } from '@/i18n/navigation'

/** Step 2: the company has not granted access (product.md §2, §6). */
export function RestrictedStep() {
  const t = useTranslations('auth.modal')
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('restrictedText')}</p>
      <Link href={NAV_LINKS.contact} className={`${buttonClasses({ size: 'lg' })} self-start`}>
        {t('contact')}
      </Link>
    </div>
  )
}
