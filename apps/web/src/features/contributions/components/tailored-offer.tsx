'use client'

import { TAILORED_THRESHOLD_TONNES } from '@kelp/core/contributions'
import { useFormatter, useTranslations } from 'next-intl'
import { formatTonnes } from '@/lib/format'
import { TailoredContactForm } from './tailored-contact-form'

/** product.md §9: above 500 t a year, a tailored portfolio and a contact form replace payment. */
export function TailoredOffer({ tonnes, details }: { tonnes: number; details: string }) {
  const t = useTranslations('contributions.checkout.tailored')
  const format = useFormatter()
  const estimate = t('estimate', { tonnes: formatTonnes(format, tonnes) })
  return (
    <section
      aria-labelledby="tailored-offer"
      className="grid gap-4 rounded-2xl border border-kelp-200 bg-kelp-50 p-6"
    >
      <h3 id="tailored-offer" className="text-xl font-semibold">
        {t('title')}
      </h3>
      <p className="font-semibold text-kelp-700">{estimate}</p>
      <p className="text-ink/85">{t('body', { threshold: TAILORED_THRESHOLD_TONNES })}</p>
      <div className="rounded-xl bg-white p-5">
        <TailoredContactForm footprintLine={`${estimate} (${details})`} />
      </div>
    </section>
  )
}
