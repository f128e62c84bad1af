import { getTranslations } from 'next-intl/server'
import { getCaseStudies } from '../content'
import { Carousel } from './carousel'

export async function CaseStudies({ locale }: { locale: string }) {
  const t = await getTranslations({ locale: locale as never, namespace: 'customers' })
  return (
    <section aria-labelledby="case-studies" className="mx-auto max-w-[1440px] px-6 pb-16">
      <h2 id="case-studies" className="mb-6 text-2xl font-semibold">
        {t('caseStudies')}
      </h2>
      <Carousel slides={getCaseStudies(locale)} />
    </section>
  )
}
