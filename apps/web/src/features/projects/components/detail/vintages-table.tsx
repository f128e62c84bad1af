'use client'

import type { ProjectDetail } from '@kelp/core/projects'
import { useFormatter, useTranslations } from 'next-intl'
import { formatMoney, formatTonnes } from '@/lib/format'

export function VintagesTable({ vintages }: { vintages: ProjectDetail['vintages'] }) {
  const t = useTranslations('projects.detail.vintages')
  const format = useFormatter()
  return (
    <section aria-labelledby="vintages-title" className="rounded-xl border border-line p-4">
      <h2 id="vintages-title" className="mb-3 text-lg font-semibold">
        {t('title')}
      </h2>
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 font-medium">
              {t('year')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('status')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('price')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('credits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {vintages.map((v) => (
            <tr key={v.year} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 font-semibold">
                {v.year}
              </th>
              <td className="py-2">
                {v.status === 'forward'
                  ? t('forward', { year: v.expectedDeliveryYear ?? v.year })
                  : t('issued')}
              </td>
              <td className="py-2 text-right">{formatMoney(format, v.priceCents)}</td>
              <td className="py-2 text-right">{formatTonnes(format, v.creditsAvailable)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {vintages.some((v) => v.status === 'forward') ? (
        <p className="mt-3 text-xs text-muted">{t('forwardNote')}</p>
      ) : null}
    </section>
  )
}
