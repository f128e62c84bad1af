import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import { SiiMethodology } from '@/features/marketing/components/sii-methodology'
import { PageHero } from '@/features/marketing/components/page-hero'
import { contentLocale } from '@/features/marketing/content'
import { pageMetadata } from '@/features/marketing/seo'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'pages.sii' })
  return pageMetadata({
    locale,
    path: '/sustainability-integrity-index-sii',
    title: t('metaTitle'),
    description: t('metaDescription', CATALOGUE_FIGURES),
  })
}

export default async function SiiPage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('pages.sii')
  return (
    <div>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} lead={t('lead')} />
      <SiiMethodology language={contentLocale(locale)} />
      <section aria-labelledby="sii-selection" className="mx-auto max-w-[1440px] px-6 pb-16">
        <h2 id="sii-selection" className="mb-3 text-2xl font-semibold">
          {t('selectionHeading')}
        </h2>
        <p className="max-w-3xl text-ink/85">{t('selection', CATALOGUE_FIGURES)}</p>
      </section>
    </div>
  )
}
