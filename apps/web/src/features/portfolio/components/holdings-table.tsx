'use client'

import type { Holding } from '@kelp/core/portfolio'
import { useFormatter, useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { formatTonnes } from '@/lib/format'

/** Credits the company holds now, with a retire action for admins. */
export function HoldingsTable({
  holdings,
  onRetire,
}: {
  holdings: Holding[]
  onRetire?: (holding: Holding) => void
}) {
  const t = useTranslations('portfolio.holdings')
  const format = useFormatter()
  return (
    <section aria-labelledby="holdings-title" className="offscreen-lazy grid gap-3">
      <h2 id="holdings-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      {holdings.length === 0 ? (
        <div className="grid gap-2">
          <p className="text-muted">{t('empty')}</p>
          <Link href="/projects" className="w-fit font-semibold text-kelp-700 underline">
            {t('emptyAction')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-2">
          {holdings.map((h) => (
            <li
              key={`${h.projectId}-${h.vintage}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line px-4 py-3"
            >
              <span>
                <Link href={`/projects/${h.projectSlug}`} className="font-semibold hover:underline">
                  {h.projectName}
                </Link>
                <span className="block text-sm text-muted">
                  {t('line', { vintage: h.vintage, tonnes: formatTonnes(format, h.tonnes) })}
                </span>
                {h.expectedDeliveryYear === null ? null : (
                  <span className="block text-xs font-semibold text-muted">
                    {t('forward', { year: h.expectedDeliveryYear })}
                  </span>
                )}
              </span>
              {onRetire && h.expectedDeliveryYear === null ? (
                <button
                  type="button"
                  onClick={() => onRetire(h)}
                  aria-label={t('retireLabel', { name: h.projectName, vintage: h.vintage })}
                  className="h-(--height-btn-md) rounded-md border border-kelp-700 px-3 text-sm font-semibold text-kelp-700 hover:bg-kelp-50"
                >
                  {t('retire')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
