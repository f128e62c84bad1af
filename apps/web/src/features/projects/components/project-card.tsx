'use client'

import type { ProjectCard as Card } from '@kelp/core/projects'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { countryName, formatMoney, formatTonnes } from '@/lib/format'
import { ProjectVisual } from './project-visual'
import { ScoreBadge } from './score-badge'
import { NotForSale } from './not-for-sale'

/** One trade card: image, name, country, type, score, price, credits-available chip. */
export function ProjectCard({
  project,
  compared,
  compareDisabled,
  onToggleCompare,
}: {
  project: Card
  compared: boolean
  compareDisabled: boolean
  onToggleCompare: (slug: string) => void
}) {
  const t = useTranslations('projects')
  const locale = useLocale()
  const format = useFormatter()
  const compareId = `compare-${project.slug}`
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <ProjectVisual project={project} className="h-36" lazy />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-base leading-snug font-semibold">
            <Link
              href={`/projects/${project.slug}`}
              className="hover:text-kelp-700 hover:underline"
            >
              {project.name}
            </Link>
          </h3>
          <ScoreBadge score={project.score} label={t('card.score')} />
        </div>
        <p className="text-sm text-muted">
          {countryName(locale, project.countryCode)} · {t(`types.${project.type}`)}
        </p>
        <p className="text-sm text-muted">{t(`methods.${project.method}`)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {project.priceCents === null ? (
            <p className="text-sm text-muted">{t('card.noOffer')}</p>
          ) : (
            <p className="text-sm">
              <span className="text-lg font-semibold text-ink">
                {t('card.from', { price: formatMoney(format, project.priceCents) })}
              </span>{' '}
              <span className="text-muted">{t('card.perTonne')}</span>
            </p>
          )}
          {project.demo ? (
            <span
              title={t('card.demoTitle')}
              className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
            >
              {t('card.demo')}
            </span>
          ) : null}
          {project.availability === 'information' ? null : (
            <span className="rounded-full bg-kelp-50 px-3 py-1 text-xs font-semibold text-kelp-700">
              {t('card.credits', { credits: formatTonnes(format, project.creditsAvailable) })}
            </span>
          )}
        </div>
        {project.notForSale.length > 0 ? (
          <NotForSale reasons={project.notForSale} />
        ) : (
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t(`card.availability.${project.availability}`)}
          </p>
        )}
        <div className="flex items-center gap-2 border-t border-line pt-3 text-sm">
          <input
            id={compareId}
            type="checkbox"
            checked={compared}
            disabled={compareDisabled && !compared}
            onChange={() => onToggleCompare(project.slug)}
            className="size-4 accent-kelp-700"
          />
          <label htmlFor={compareId} className="text-muted">
            {t('card.compare')}
          </label>
        </div>
      </div>
    </article>
  )
}
