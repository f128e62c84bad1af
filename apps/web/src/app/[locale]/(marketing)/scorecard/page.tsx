import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHero } from '@/features/marketing/components/page-hero'
import { pageMetadata } from '@/features/marketing/seo'
import { ScorecardFlow } from '@/features/scorecard/components/scorecard-flow'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'scorecard' })
  return pageMetadata({
    locale,
    path: '/scorecard',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function ScorecardPage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('scorecard')
  return (
    <div>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} lead={t('lead')} />
      <div className="mx-auto max-w-[1440px] px-6 py-12">
        <ScorecardFlow />
      </div>
    </div>
  )
}
