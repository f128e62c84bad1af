'use client'

import { SII_METHODOLOGY, type ProjectDetail } from '@kelp/core/projects'
import { useQueries } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { projectQuery } from '../api/projects-api'
import { permanenceText } from '../lib/permanence'
import { countryName, formatMoney, formatTonnes } from '@/lib/format'

/** Up to three projects side by side (the ones that could be read). */
export function CompareDialog({
  slugs,
  open,
  onClose,
}: {
  slugs: string[]
  open: boolean
  onClose: () => void
}) {
  const t = useTranslations('projects')
  const format = useFormatter()
  const locale = useLocale()
  const language = locale === 'de' ? 'de' : 'en'
  // Read only while open; a project the list or its page already read comes from the cache.
  const projects = useQueries({
    queries: slugs.map((slug) => ({ ...projectQuery(slug, locale), enabled: open })),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  })

  const rows: [string, (p: ProjectDetail) => ReactNode][] = [
    [t('detail.score'), (p) => p.sii.overall],
    ...sectionRows(language),
    [t('detail.type'), (p) => t(`types.${p.type}`)],
    [t('detail.method'), (p) => t(`methods.${p.method}`)],
    [t('detail.country'), (p) => countryName(locale, p.countryCode)],
    [
      t('detail.vintages.price'),
      (p) => (p.priceCents === null ? t('card.noOffer') : formatMoney(format, p.priceCents)),
    ],
    [t('detail.vintages.credits'), (p) => formatTonnes(format, p.creditsAvailable)],
    [
      t('detail.permanence'),
      (p) => {
        if (p.permanenceYears === null) return '–'
        const text = permanenceText((n) => formatTonnes(format, n), p.permanenceYears)
        const years = t(text.key, { years: text.years })
        return p.provenance.permanence?.kind === 'estimate'
          ? t('detail.estimate', { value: years })
          : years
      },
    ],
    [t('detail.registry'), (p) => p.registry ?? t('detail.notListed')],
  ]

  return (
    <Dialog open={open} onClose={onClose} title={t('compare.title')} className="md:max-w-5xl">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                {t('compare.attribute')}
              </th>
              {projects.map((p) => (
                <th key={p.id} scope="col" className="py-2 pr-3 font-semibold">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label} className="border-b border-line">
                <th scope="row" className="py-2 pr-3 font-medium text-muted">
                  {label}
                </th>
                {projects.map((p) => (
                  <td key={p.id} className="py-2 pr-3">
                    {cell(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className="text-sm font-semibold text-kelp-700">
          {t('compare.close')}
        </button>
      </div>
    </Dialog>
  )
}

function sectionRows(language: 'en' | 'de'): [string, (p: ProjectDetail) => ReactNode][] {
  const keys = Object.keys(SII_METHODOLOGY.sections) as (keyof typeof SII_METHODOLOGY.sections)[]
  return keys.map((key) => [
    SII_METHODOLOGY.sections[key][language],
    (p) => p.sii.sections.find((s) => s.key === key)?.score,
  ])
}
