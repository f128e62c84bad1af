import { useTranslations } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { use } from 'react'
import type { AppLocale } from '@/i18n/routing'

export default function HomePage({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = use(params)
  setRequestLocale(locale)
  const t = useTranslations('home')
  return (
    <main className="mx-auto flex max-w-[1440px] flex-col gap-6 px-6 py-24">
      <p className="text-sm font-semibold tracking-widest text-kelp-700 uppercase">
        {t('eyebrow')}
      </p>
      <h1 className="max-w-3xl text-4xl font-bold sm:text-6xl">{t('title')}</h1>
      <p className="max-w-2xl text-lg text-ink/80">{t('lead')}</p>
    </main>
  )
}
