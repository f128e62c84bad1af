import type { Metadata } from 'next'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { Webinar } from '../../../../../content/types'
import { PageHero } from '@/features/marketing/components/page-hero'
import { WebinarRegistration } from '@/features/marketing/components/webinar-registration'
import { getWebinars } from '@/features/marketing/knowledge'
import { pageMetadata } from '@/features/marketing/seo'

type Params = Promise<{ locale: string }>

/** Prerendered, and rebuilt daily so webinars move from upcoming to past. */
export const revalidate = 86400

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale as never, namespace: 'webinars' })
  return pageMetadata({
    locale,
    path: '/webinars',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

async function WebinarList({
  id,
  title,
  webinars,
}: {
  id: string
  title: string
  webinars: Webinar[]
}) {
  const t = await getTranslations('webinars')
  const format = await getFormatter()
  return (
    <section aria-labelledby={id} className="grid gap-6">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {webinars.length === 0 ? <p className="text-ink/80">{t('none')}</p> : null}
      <ul className="grid gap-6 md:grid-cols-2">
        {webinars.map((webinar) => (
          <li
            key={webinar.id}
            id={webinar.id}
            className="flex flex-col gap-2 rounded-2xl border border-kelp-100 p-6"
          >
            <h3 className="text-lg font-semibold">{webinar.title}</h3>
            <p className="text-sm text-ink/70">
              <time dateTime={webinar.startsAt}>
                {t('when', {
                  date: format.dateTime(new Date(webinar.startsAt), {
                    dateStyle: 'long',
                    timeStyle: 'short',
                    timeZone: 'Europe/Berlin',
                  }),
                  duration: webinar.durationMinutes,
                })}
              </time>
            </p>
            <p className="text-ink/85">{webinar.summary}</p>
            <p className="text-sm text-ink/70">{t('speaker', { role: webinar.speakerRole })}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default async function WebinarsPage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('webinars')
  const { upcoming, past } = getWebinars(locale, new Date())
  return (
    <div>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} lead={t('lead')} />
      <div className="mx-auto grid max-w-[1440px] gap-16 px-6 py-16">
        <WebinarList id="webinars-upcoming" title={t('upcoming')} webinars={upcoming} />
        {upcoming.length > 0 ? (
          <section aria-labelledby="webinar-registration" className="grid gap-6">
            <h2 id="webinar-registration" className="text-2xl font-semibold">
              {t('form.title')}
            </h2>
            <WebinarRegistration webinars={upcoming.map(({ id, title }) => ({ id, title }))} />
          </section>
        ) : null}
        <WebinarList id="webinars-past" title={t('past')} webinars={past} />
      </div>
    </div>
  )
}
