import { getTranslations } from 'next-intl/server'

const POINTS = ['retired', 'vetted', 'flexible'] as const

/** The subscription hero (product.md §2 "Contribution"): server-rendered, no client JavaScript. */
export async function ContributeHero() {
  const t = await getTranslations('contributions.hero')
  return (
    <header className="bg-kelp-50">
      <div className="mx-auto grid max-w-[1440px] gap-6 px-6 py-14 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-end">
        <div className="grid gap-5">
          <p className="text-sm font-semibold tracking-widest text-kelp-700 uppercase">
            {t('eyebrow')}
          </p>
          <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('title')}
          </h1>
          <p className="max-w-3xl text-lg text-ink/80">{t('lead')}</p>
        </div>
        <ul className="grid gap-3">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
              <span aria-hidden="true" className="mt-0.5 text-kelp-600">
                ✓
              </span>
              <span>{t(`points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </header>
  )
}
