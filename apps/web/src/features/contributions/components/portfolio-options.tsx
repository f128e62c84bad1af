'use client'

import { PORTFOLIOS, PORTFOLIO_IDS, type PortfolioId } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'
import { ChoiceFieldset } from './choice-fieldset'

/** The two portfolios as radio cards, each naming the projects it finances. */
export function PortfolioOptions({
  value,
  onChange,
}: {
  value: PortfolioId
  onChange: (portfolio: PortfolioId) => void
}) {
  const t = useTranslations('contributions')
  return (
    <ChoiceFieldset
      name="portfolio"
      legend={t('checkout.portfolio.legend')}
      value={value}
      onChange={onChange}
      options={PORTFOLIO_IDS.map((id) => ({
        value: id,
        label: t(`portfolios.${id}.label`),
        hint: t(`portfolios.${id}.description`),
        extra: (
          <ul className="mt-2 hidden gap-1 text-sm md:grid">
            {PORTFOLIOS[id].projects.map((project) => (
              <li key={project.slug} className="flex justify-between gap-3">
                <span>{project.name}</span>
                <span className="shrink-0 text-muted">
                  {t('portfolios.share', { share: project.weightBp / 10_000 })}
                </span>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  )
}
