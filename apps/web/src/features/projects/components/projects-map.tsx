'use client'

import type { ProjectCard } from '@kelp/core/projects'
import { geoNaturalEarth1, geoPath } from 'd3-geo'
import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import land110m from 'world-atlas/land-110m.json'
import { Link } from '@/i18n/navigation'

const WIDTH = 960
const HEIGHT = 500

/** World outline drawn offline from world-atlas (Natural Earth 1:110m); no tiles. */
function useWorld() {
  return useMemo(() => {
    const topology = land110m as unknown as Topology<{ land: GeometryCollection }>
    const land = feature(topology, topology.objects.land)
    const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], land)
    return { d: geoPath(projection)(land) ?? '', projection }
  }, [])
}

/** Project locations of the current page as dots linking to each project. */
export function ProjectsMap({ projects }: { projects: ProjectCard[] }) {
  const t = useTranslations('projects.map')
  const { d, projection } = useWorld()
  return (
    <figure className="rounded-xl border border-line bg-surface p-3">
      <figcaption className="mb-2 text-sm font-semibold">{t('title')}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('label', { count: projects.length })}
        className="h-auto w-full"
      >
        <path d={d} fill="var(--color-kelp-100)" stroke="var(--color-kelp-200)" />
        {projects.map((p) => {
          const point = projection([p.lon, p.lat])
          if (!point) return null
          return (
            <Link key={p.id} href={`/projects/${p.slug}`} aria-label={p.name} tabIndex={-1}>
              <circle
                cx={point[0]}
                cy={point[1]}
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
