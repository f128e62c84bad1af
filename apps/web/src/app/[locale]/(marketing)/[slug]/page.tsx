import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { contentSlugs, type ContentSlug } from '../../../../../content/types'
import { getPage } from '@/features/marketing/content'
import { MarketingPage } from '@/features/marketing/components/marketing-page'
import { pageExtras } from '@/features/marketing/page-extras'
import { pageMetadata } from '@/features/marketing/seo'

type Params = Promise<{ locale: string; slug: string }>

export const dynamicParams = false

export function generateStaticParams() {
  return contentSlugs.map((slug) => ({ slug }))
}

function isContentSlug(slug: string): slug is ContentSlug {
  return (contentSlugs as readonly string[]).includes(slug)
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isContentSlug(slug)) return {}
  const page = getPage(locale, slug)
  return pageMetadata({
    locale,
    path: `/${slug}`,
    title: page.title,
    description: page.description,
  })
}

export default async function ContentPage({ params }: { params: Params }) {
  const { locale, slug } = await params
  if (!isContentSlug(slug)) notFound()
  setRequestLocale(locale as never)
  const Extra = pageExtras[slug]
  return (
    <MarketingPage page={getPage(locale, slug)}>
      {Extra ? <Extra locale={locale} /> : null}
    </MarketingPage>
  )
}
