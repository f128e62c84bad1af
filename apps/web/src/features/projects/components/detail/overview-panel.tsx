'use client'

import type { ProjectDetail } from '@kelp/core/projects'
import { useFormatter, useTranslations } from 'next-intl'
import { formatTonnes } from '@/lib/format'

const STATUSES = [
  'proposal',
  'listed',
  'validated',
  'under-validation',
  'under-development',
] as const

/** The site label, plus the country when the label does not already name it. */
function locationText(label: string, country: string): string {
  return label.includes(country) || country.includes(label) ? label : `${label} (${country})`
}

/** Summary and key facts; on mobile it also carries the About text (no About tab there). */
export function OverviewPanel({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects')
  const format = useFormatter()
  const status = STATUSES.find((s) => s === project.status)
  const facts: [string, string][] = [
    [t('detail.developer'), project.developer],
    [t('detail.location'), locationText(project.locationLabel, project.country)],
    [t('detail.method'), t(`methods.${project.method}`)],
    [t('detail.type'), t(`types.${project.type}`)],
    [t('detail.registry'), project.registry],
    [t('detail.registryId'), project.registryId],
    [t('detail.standard'), project.standard],
    ...(project.methodology
      ? [[t('detail.methodology'), project.methodology] as [string, string]]
      : []),
    [t('detail.status'), status ? t(`detail.statuses.${status}`) : project.status],
    [
      t('detail.permanence'),
      t('detail.years', { years: formatTonnes(format, project.permanenceYears) }),
    ],
  ]
  return (
    <div className="grid gap-6">
      <p className="text-lg leading-relaxed">{project.texts.summary}</p>
      <p className="leading-relaxed text-muted md:hidden">{project.texts.about}</p>
      <section aria-labelledby="facts-title">
        <h3 id="facts-title" className="mb-3 text-lg font-semibold">
          {t('detail.facts')}
        </h3>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="border-b border-line pb-2">
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
