'use client'

import { useQuery } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { ProjectDetailSkeleton } from '@/components/skeletons/project-detail-skeleton'
import { Link } from '@/i18n/navigation'
import { ApiError } from '@/lib/api-client'
import { projectQuery } from '../../api/projects-api'
import { countryName, formatMoney } from '@/lib/format'
import { DataAttribution } from '../attribution'
import { ProjectVisual } from '../project-visual'
import { ScoreBadge } from '../score-badge'
import { EnquiryBanner } from './enquiry-banner'
import { ImpactPanel, QualityPanel } from '../on-demand'
import { DataAndSources } from './data-and-sources'
import { RegistryHistory } from './registry-history'
import { OverviewPanel } from './overview-panel'
import { ProjectTabs, type TabKey } from './project-tabs'
import { AddToCartSlot, ProjectChatSlot } from './slots'
import { ProjectSources } from './sources'
import { VintagesTable } from './vintages-table'

/**
 * One project; the server render hands over its read, so the HTML already shows it.
 * `signedInHint`: the request carried a session cookie (the actions render for a buyer at once).
 */
export function ProjectDetailView({
  slug,
  signedInHint = false,
}: {
  slug: string
  signedInHint?: boolean
}) {
  const t = useTranslations('projects')
  const locale = useLocale()
  const format = useFormatter()
  const project = useQuery(projectQuery(slug, locale))
  const [tab, setTab] = useState<TabKey>('overview')

  if (project.isPending) return <ProjectDetailSkeleton label={t('loading')} />
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404
    return (
      <div className="mx-auto grid max-w-(--container-page) gap-4 px-6 py-16">
        <p role="alert">{missing ? t('detail.notFound') : t('loadError')}</p>
        <Link href="/projects" className="font-semibold text-kelp-700 underline">
          {t('detail.back')}
        </Link>
      </div>
    )
  }
  const p = project.data
  return (
    <div className="mx-auto grid max-w-(--container-page) gap-8 px-6 py-8">
      <Link href="/projects" className="text-sm font-semibold text-kelp-700 hover:underline">
        ← {t('detail.back')}
      </Link>
      <header className="grid overflow-hidden rounded-xl border border-line md:grid-cols-[2fr_3fr]">
        <ProjectVisual project={p} className="h-48 md:h-full md:min-h-56" />
        <div className="grid content-center gap-3 p-6">
          <p className="text-sm text-muted">
            {countryName(locale, p.countryCode)} · {t(`types.${p.type}`)} ·{' '}
            {t(`methods.${p.method}`)}
          </p>
          <h1 className="text-2xl font-bold md:text-3xl">{p.name}</h1>
          <div className="flex flex-wrap items-center gap-4">
            <ScoreBadge score={p.sii.overall} label={t('detail.score')} />
            {p.priceCents === null ? null : (
              <p>
                <span className="text-xl font-semibold">
                  {t('card.from', { price: formatMoney(format, p.priceCents) })}
                </span>{' '}
                <span className="text-muted">{t('card.perTonne')}</span>
              </p>
            )}
            <p className="text-sm font-semibold text-muted">
              {t(`card.availability.${p.availability}`)}
            </p>
            {p.demo ? (
              <span
                title={t('card.demoTitle')}
                className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
              >
                {t('card.demo')}
              </span>
            ) : null}
          </div>
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <ProjectTabs
            active={tab}
            onChange={setTab}
            panels={{
              overview: <OverviewPanel project={p} />,
              about: <p className="leading-relaxed">{p.texts.about}</p>,
              quality: <QualityPanel sii={p.sii} />,
              impact: <ImpactPanel project={p} />,
              take: <p className="text-lg leading-relaxed">{p.texts.take}</p>,
            }}
          />
          <div className="mt-8 grid gap-8">
            <RegistryHistory project={p} />
            <DataAndSources project={p} />
          </div>
          <ProjectChatSlot project={p} locale={locale} signedInHint={signedInHint} />
        </div>
        <aside className="grid content-start gap-6">
          {p.purchasable ? (
            <>
              <VintagesTable vintages={p.vintages} />
              <AddToCartSlot
                projectId={p.id}
                name={p.name}
                vintages={p.vintages}
                signedInHint={signedInHint}
              />
            </>
          ) : (
            <p className="rounded-xl border border-line p-4 text-sm">{t('detail.information')}</p>
          )}
          <p className="grid gap-1 text-sm">
            {p.registry && p.registryUrl ? (
              <a
                href={p.registryUrl}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-kelp-700 underline"
              >
                {t('detail.registryLink', { registry: p.registry })}
              </a>
            ) : (
              <span className="font-semibold">{t('detail.notListed')}</span>
            )}
            {p.documentationUrl ? (
              <a
                href={p.documentationUrl}
                target="_blank"
                rel="noreferrer"
                className="text-kelp-700 underline"
              >
                {t('detail.documentation')}
              </a>
            ) : null}
          </p>
          <ProjectSources sources={p.sources} />
          <EnquiryBanner projectId={p.id} projectName={p.name} />
          {p.sources.some((s) => s.url.includes('cdr-database')) ? <DataAttribution /> : null}
        </aside>
      </div>
    </div>
  )
}
