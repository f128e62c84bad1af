'use client'

import { projectSite, type ProjectDetail } from '@kelp/core/projects'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { countryName, formatTonnes } from '@/lib/format'
import { permanenceText } from '../../lib/permanence'
import { ProgrammeActivities } from './programme-activities'

const STATUSES = [
  'proposal',
  'listed',
  'validated',
  'under-validation',
  'under-development',
] as const

/** Isometric's protocols: the source's methodology is a slug, named here per language. */
const PROTOCOLS = [
  'biochar',
  'enhanced-weathering-agriculture',
  'direct-air-capture',
  'river-alkalinity-enhancement',
] as const

/** Summary and key facts; on mobile it also carries the About text (no About tab there). */
export function OverviewPanel({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects')
  const format = useFormatter()
  const locale = useLocale()
  const status = STATUSES.find((s) => s === project.status)
  const protocol = PROTOCOLS.find((p) => p === project.methodology)
  const country = countryName(locale, project.countryCode)
  const site = projectSite(project.locationLabel, project.countryCode)
  const permanence = (years: number) => {
    const text = permanenceText((n) => formatTonnes(format, n), years)
    const value = t(text.key, { years: text.years })
    const estimate = project.provenance.permanence?.kind === 'estimate'
    return estimate ? t('detail.estimate', { value }) : value
  }
  const facts: [string, string][] = [
    [t('detail.developer'), project.developer],
    [t('detail.location'), site ? `${site} (${country})` : country],
    [t('detail.method'), t(`methods.${project.method}`)],
    [t('detail.type'), t(`types.${project.type}`)],
    [t('detail.registry'), project.registry ?? t('detail.notListed')],
    ...(project.registryId
      ? [[t('detail.registryId'), project.registryId] as [string, string]]
      : []),
    [t('detail.standard'), project.standard ?? t('detail.noStandard')],
    ...(project.purchaseProgrammes.length > 0
      ? [[t('detail.selectedBy'), project.purchaseProgrammes.join(', ')] as [string, string]]
      : []),
    ...(project.methodology
      ? [
          [
            t('detail.methodology'),
            protocol ? t(`detail.protocols.${protocol}`) : project.methodology,
          ] as [string, string],
        ]
      : []),
    [t('detail.status'), status ? t(`detail.statuses.${status}`) : project.status],
    // Only where the method stores carbon; the source's figure or Kelp's labelled estimate.
    ...(project.permanenceYears === null
      ? []
      : [[t('detail.permanence'), permanence(project.permanenceYears)] as [string, string]]),
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
      <ProgrammeActivities activities={project.activities} />
    </div>
  )
}
