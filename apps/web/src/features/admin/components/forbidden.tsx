'use client'

import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'

/** What non-staff users see at /admin (HTTP 403 from the API). */
export function Forbidden() {
  const t = useTranslations('admin.forbidden')
  return (
    <section
      aria-labelledby="forbidden-title"
      className="mx-auto grid max-w-2xl gap-4 px-6 py-16 text-center"
    >
      <p className="text-5xl font-bold text-kelp-200" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="text-2xl font-bold md:text-3xl">
        {t('title')}
      </h1>
      <p className="text-muted">{t('body')}</p>
      <Link href="/projects" className={`${buttonClasses({ size: 'lg' })} justify-self-center`}>
        {t('back')}
      </Link>
    </section>
  )
}
