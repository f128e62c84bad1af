import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'

export default function NotFound() {
  const t = useTranslations('common.notFound')
  return (
    <div className="mx-auto flex max-w-(--container-page) flex-col items-start gap-4 px-6 py-24">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('body')}</p>
      <Link href="/" className={buttonClasses()}>
        {t('home')}
      </Link>
    </div>
  )
}
