import { getTranslations } from 'next-intl/server'
import { getCaseStudies } from '../content'

export async function HomeCustomers({ locale }: { locale: string }) {
  const t = await getTranslations('home')
  const studies = getCaseStudies(locale).slice(0, 3)
  return (
    <section aria-labelledby="home-customers" className="mx-auto max-w-[1440px] px-6 pb-16">
      <h2 id="home-customers" className="mb-8 text-2xl font-semibold">
        {t('customersHeading')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {studies.map((study) => (
          <li key={study.id}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl bg-kelp-50 p-6">
              <blockquote className="flex-1 text-ink/90">{study.quote}</blockquote>
              <figcaption className="font-semibold">
                {study.company}
                <span className="block text-sm font-normal text-ink/70">{study.sector}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
