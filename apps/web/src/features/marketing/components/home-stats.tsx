import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import { getTranslations } from 'next-intl/server'

const stats = ['share', 'points', 'sections'] as const

export async function HomeStats() {
  const t = await getTranslations('home')
  return (
    <section aria-labelledby="home-stats" className="mx-auto max-w-[1440px] px-6 py-16">
      <h2 id="home-stats" className="mb-8 text-2xl font-semibold">
        {t('statsHeading')}
      </h2>
      <dl className="grid gap-6 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat} className="flex flex-col-reverse gap-1 rounded-2xl bg-kelp-50 p-6">
            <dt className="text-ink/80">{t(`stats.${stat}Label`, CATALOGUE_FIGURES)}</dt>
            <dd className="text-4xl font-bold text-kelp-700">
              {t(`stats.${stat}Value`, CATALOGUE_FIGURES)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
