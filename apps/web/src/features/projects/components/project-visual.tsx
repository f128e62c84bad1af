import type { ProjectCard } from '@kelp/core/projects'
import { useLocale, useTranslations } from 'next-intl'
import { countryName } from '@/lib/format'

/**
 * The project's location map (drawn from its facts at build time) with its method named on
 * it; without a map, the method on a plain panel.
 */
export function ProjectVisual({
  project,
  className,
  lazy = false,
}: {
  project: Pick<ProjectCard, 'imageUrl' | 'countryCode' | 'method'>
  className: string
  lazy?: boolean
}) {
  const t = useTranslations('projects')
  const locale = useLocale()
  const method = t(`methods.${project.method}`)
  return (
    <div className={`relative bg-kelp-50 ${className}`}>
      {project.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- project photos come from the registries' and developers' hosts, unknown at build time, so Next's optimiser cannot list them.
        <img
          src={project.imageUrl}
          alt={t('visual.alt', { country: countryName(locale, project.countryCode), method })}
          className="size-full object-cover"
          loading={lazy ? 'lazy' : undefined}
        />
      )}
      <span
        aria-hidden="true"
        className="absolute bottom-2 left-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-ink shadow-sm"
      >
        {method}
      </span>
    </div>
  )
}
