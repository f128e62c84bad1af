'use client'

import type { ProjectCard } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { MAP_HEIGHT, MAP_WIDTH, projectPoint } from '../lib/world-projection'

/** The world outline, drawn at build time (scripts/world-map.mjs): no map work in the browser. */
const LAND_SVG = '/maps/world-land.svg'

/** Project locations of the current page as dots linking to each project. */
export function ProjectsMap({ projects }: { projects: ProjectCard[] }) {
  const t = useTranslations('projects.map')
  return (
    <figure className="rounded-xl border border-line bg-surface p-3">
      <figcaption className="mb-2 text-sm font-semibold">{t('title')}</figcaption>
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={t('label', { count: projects.length })}
        className="h-auto w-full"
      >
        <image href={LAND_SVG} width={MAP_WIDTH} height={MAP_HEIGHT} />
        {projects.map((p) => {
          const [x, y] = projectPoint(p.lon, p.lat)
          return (
            <Link key={p.id} href={`/projects/${p.slug}`} aria-label={p.name} tabIndex={-1}>
              <circle
                cx={x}
                cy={y}
                r={7}
                fill="var(--color-kelp-700)"
                stroke="#fff"
                strokeWidth={2}
              >
                <title>{p.name}</title>
              </circle>
            </Link>
          )
        })}
      </svg>
    </figure>
  )
}
