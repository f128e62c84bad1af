import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentSections } from '@/features/marketing/components/content-sections'
import { getArticle, getArticles } from '@/features/marketing/knowledge'
import { pageMetadata } from '@/features/marketing/seo'
import { Link } from '@/i18n/navigation'

type Params = Promise<{ locale: string; article: string }>

export const dynamicParams = false

export function generateStaticParams() {
  return getArticles('en').map((article) => ({ article: article.slug }))
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, article: slug } = await params
  const article = getArticle(locale, slug)
  if (!article) return {}
  const metadata = pageMetadata({
    locale,
    path: `/blog/${slug}`,
    title: `${article.title} | Kelp`,
    description: article.description,
  })
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: article.published },
  }
}

export default async function ArticlePage({ params }: { params: Params }) {
  const { locale, article: slug } = await params
  const article = getArticle(locale, slug)
  if (!article) notFound()
  setRequestLocale(locale as never)
  const t = await getTranslations('blog')
  const format = await getFormatter()
  return (
    <div>
      <article>
        <header className="bg-kelp-50">
          <div className="mx-auto flex max-w-[1440px] flex-col gap-4 px-6 py-16">
            <Link href="/blog" className="w-fit font-semibold text-kelp-700 hover:underline">
              {t('backToBlog')}
            </Link>
            <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance">
              {article.title}
            </h1>
            <p className="max-w-3xl text-lg text-ink/80">{article.description}</p>
            <p className="text-sm text-ink/70">
              <time dateTime={article.published}>
                {t('published', {
                  date: format.dateTime(new Date(article.published), { dateStyle: 'long' }),
                })}
              </time>
              {' · '}
              {t('readingTime', { minutes: article.readingMinutes })}
            </p>
          </div>
        </header>
        <ContentSections sections={article.sections} />
      </article>
    </div>
  )
}
