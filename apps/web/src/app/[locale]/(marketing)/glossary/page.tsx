import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHero } from '@/features/marketing/components/page-hero'
import { getGlossary } from '@/features/marketing/knowledge'
import { pageMetadata } from '@/features/marketing/seo'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'glossary' })
  return pageMetadata({
    locale,
    path: '/glossary',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function GlossaryPage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('glossary')
  const groups = getGlossary(locale)
  return (
    <div>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} lead={t('lead')} />
      <div className="mx-auto max-w-[1440px] px-6 py-12">
        <nav aria-label={t('index')} id="glossary-index" className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {groups.map(({ letter }) => (
              <li key={letter}>
                <a
                  href={`#letter-${letter}`}
                  className="flex size-10 items-center justify-center rounded-full border border-kelp-100 font-semibold text-kelp-700 hover:bg-kelp-100"
                  aria-label={t('letter', { letter })}
                >
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map(({ letter, terms }) => (
          <section
            key={letter}
            id={`letter-${letter}`}
            aria-labelledby={`heading-${letter}`}
            className="mb-10 scroll-mt-24"
          >
            <h2 id={`heading-${letter}`} className="mb-4 text-3xl font-bold text-kelp-700">
              {letter}
            </h2>
            <dl className="grid max-w-3xl gap-6">
              {terms.map((term) => (
                <div key={term.id} id={term.id} className="scroll-mt-24">
                  <dt className="text-lg font-semibold">
                    <a href={`#${term.id}`} className="hover:underline">
                      {term.term}
                    </a>
                  </dt>
                  <dd className="mt-1 text-ink/85">{term.definition}</dd>
                </div>
              ))}
            </dl>
            <a
              href="#glossary-index"
              className="mt-4 inline-block text-sm font-semibold text-kelp-700 hover:underline"
            >
              {t('backToIndex')}
            </a>
          </section>
        ))}
      </div>
    </div>
  )
}
