import type { Metadata } from 'next'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHero } from '@/features/marketing/components/page-hero'
import { getArticles } from '@/features/marketing/knowledge'
import { pageMetadata } from '@/features/marketing/seo'
import { Link } from '@/i18n/navigation'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'blog' })
  return pageMetadata({
    locale,
    path: '/blog',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function BlogPage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('blog')
  const format = await getFormatter()
  return (
    <div>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} lead={t('lead')} />
      <section aria-labelledby="blog-articles" className="mx-auto max-w-[1440px] px-6 py-16">
        <h2 id="blog-articles" className="sr-only">
          {t('articles')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {getArticles(locale).map((article) => (
            <li
              key={article.slug}
              className="flex flex-col gap-3 rounded-2xl border border-kelp-100 p-6"
            >
              <p className="text-sm text-ink/70">
                <time dateTime={article.published}>
                  {format.dateTime(new Date(article.published), { dateStyle: 'long' })}
                </time>
                {' · '}
                {t('readingTime', { minutes: article.readingMinutes })}
              </p>
              <h3 className="text-xl font-semibold">
                <Link href={`/blog/${article.slug}`} className="hover:underline">
                  {article.title}
                </Link>
              </h3>
              <p className="text-ink/80">{article.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
