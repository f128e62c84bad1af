import { getTranslations } from 'next-intl/server'

const STEPS = ['estimate', 'pay', 'retire', 'manage'] as const

export async function HowItWorks() {
  const t = await getTranslations('contributions')
  return (
    <section
      aria-labelledby="how-it-works"
      className="mx-auto grid max-w-[1440px] gap-6 px-6 py-14"
    >
      <h2 id="how-it-works" className="text-3xl font-semibold">
        {t('how.title')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="grid content-start gap-2 rounded-2xl border border-line p-5">
            <span aria-hidden="true" className="text-2xl font-bold text-kelp-600">
              {index + 1}
            </span>
            <h3 className="font-semibold">{t(`how.steps.${step}.title`)}</h3>
            <p className="text-sm text-ink/80">{t(`how.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
      <p className="max-w-4xl rounded-xl bg-kelp-50 p-4 text-sm text-ink/85">{t('claim')}</p>
    </section>
  )
}
