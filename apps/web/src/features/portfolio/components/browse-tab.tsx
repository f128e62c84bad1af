'use client'

import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'

const POINTS = ['vetted', 'scores', 'vintages'] as const

/** Browse projects: the way back to the marketplace to buy more (product.md §2). */
export function BrowseTab() {
  const t = useTranslations('portfolio.browse')
  return (
    <section className="grid gap-4 rounded-xl bg-surface p-6 md:p-10">
      <h2 className="text-xl font-bold md:text-2xl">{t('title')}</h2>
      <p className="max-w-2xl text-muted">{t('body')}</p>
      <ul className="grid gap-3 md:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point} className="rounded-lg bg-white p-4">
            <p className="font-semibold">{t(`${point}.title`)}</p>
            <p className="text-sm text-muted">{t(`${point}.body`, CATALOGUE_FIGURES)}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link href="/projects" className={buttonClasses({ size: 'lg' })}>
          {t('cta')}
        </Link>
        <Link href="/orbit" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
          {t('cart')}
        </Link>
      </div>
    </section>
  )
}
