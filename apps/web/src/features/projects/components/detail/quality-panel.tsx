'use client'

import {
  CATALOGUE_FIGURES,
  SII_METHODOLOGY,
  type ProjectDetail,
  type SiiCriterionKey,
  type SiiSectionKey,
} from '@kelp/core/projects'
import { useFormatter, useLocale, useTranslations } from 'next-intl'

/** The SII sections with every criterion, exactly as the engine stored them. */
export function QualityPanel({ sii }: { sii: ProjectDetail['sii'] }) {
  const t = useTranslations('projects.detail.quality')
  const format = useFormatter()
  const language = useLocale() === 'de' ? 'de' : 'en'
  return (
    <div className="grid gap-8">
      <p className="text-muted">
        {t('intro', { count: CATALOGUE_FIGURES.criteria, sections: CATALOGUE_FIGURES.sections })}
      </p>
      {sii.sections.map((section) => (
        <section key={section.key} aria-labelledby={`sii-${section.key}`} className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`sii-${section.key}`} className="text-lg font-semibold">
              {SII_METHODOLOGY.sections[section.key as SiiSectionKey][language]}
            </h3>
            <p className="text-sm text-muted">
              {t('weight', { percent: format.number(section.weight, { style: 'percent' }) })} ·{' '}
              <span className="text-lg font-bold text-ink">{section.score}</span>
            </p>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-surface" role="presentation">
            <div className="h-full bg-kelp-500" style={{ width: `${section.score}%` }} />
          </div>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('criterion')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium max-sm:hidden">
                  {t('rule')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {section.criteria.map((c) => {
                const doc = SII_METHODOLOGY.criteria[c.key as SiiCriterionKey]
                return (
                  <tr key={c.key} className="border-b border-line align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {doc.name[language]}
                    </th>
                    <td className="py-2 pr-3 text-muted max-sm:hidden">{doc.rule[language]}</td>
                    <td className="py-2 text-right font-semibold">
                      {c.score === null ? t('notAssessed') : c.score}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  )
}
