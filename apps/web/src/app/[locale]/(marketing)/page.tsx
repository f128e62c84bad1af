import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CtaLink } from '@/features/marketing/components/cta-link'
import { HomeCustomers } from '@/features/marketing/components/home-customers'
import { HomeSolutions } from '@/features/marketing/components/home-solutions'
import { HomeStats } from '@/features/marketing/components/home-stats'
import { PageHero } from '@/features/marketing/components/page-hero'
import { pageMetadata } from '@/features/marketing/seo'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'home' })
  return pageMetadata({
    locale,
    path: '',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function HomePage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('home')
  return (
    <div>
      <PageHero eyebrow={t('eyebrow')} heading={t('title')} lead={t('lead')}>
        <div className="flex flex-wrap gap-3">
          <CtaLink href="/projects" label={t('ctaPrimary')} />
          <CtaLink href="/scorecard" label={t('ctaSecondary')} variant="secondary" />
        </div>
      </PageHero>
      <HomeStats />
      <HomeSolutions />
      <HomeCustomers locale={locale} />
      <section aria-labelledby="home-scorecard" className="bg-kelp-900 text-white">
        <div className="mx-auto flex max-w-[1440px] flex-col gap-4 px-6 py-16">
          <h2 id="home-scorecard" className="text-3xl font-semibold">
            {t('scorecardTitle')}
          </h2>
          <p className="max-w-2xl text-white/85">{t('scorecardText')}</p>
          <CtaLink href="/scorecard" label={t('scorecardCta')} variant="inverse" />
        </div>
      </section>
    </div>
  )
}
