import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CourseUnsubscribe } from '@/features/marketing/components/course-unsubscribe'
import { PageHero } from '@/features/marketing/components/page-hero'
import { pageMetadata } from '@/features/marketing/seo'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'course.unsubscribe' })
  const meta = pageMetadata({
    locale,
    path: '/course/unsubscribe',
    title: t('metaTitle'),
    description: t('lead'),
  })
  // A personal link target: nothing for search engines.
  return { ...meta, robots: { index: false, follow: false } }
}

/** Target of the unsubscribe link in every course e-mail (prerendered; token from the URL). */
export default async function CourseUnsubscribePage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('course.unsubscribe')
  return (
    <PageHero eyebrow={t('eyebrow')} heading={t('heading')} lead={t('lead')}>
      <CourseUnsubscribe />
    </PageHero>
  )
}
