import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHero } from '@/features/marketing/components/page-hero'
import { SharedScorecard } from '@/features/scorecard/components/shared-scorecard'

type Params = Promise<{ locale: string; id: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'scorecard' })
  // A personal estimate: shareable, but not for search engines.
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false } }
}

export default async function SharedScorecardPage({ params }: { params: Params }) {
  const { locale, id } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('scorecard')
  return (
    <div>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} lead={t('lead')} />
      <div className="mx-auto max-w-[1440px] px-6 py-12">
        <SharedScorecard id={id} />
      </div>
    </div>
  )
}
