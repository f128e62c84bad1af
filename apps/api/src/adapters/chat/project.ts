import type { ProjectDetail } from '@kelp/core/projects'

/** Issued credits exist at the registry; forward credits are a contracted future delivery. */
export type VintageStatus = 'issued' | 'forward'

export interface ChatVintage {
  year: number
  status: VintageStatus
  /** Forward vintages only: the year the credits are expected to be issued. */
  expectedDeliveryYear: number | null
  creditsAvailable: number
  priceCents: number
}

/**
 * What the assistant knows about one project, named as the catalogue names it: a registry
 * that issues the credits (or none), data sources that are not registries, and vintages
 * with their issued or forward status. Scores are the project detail's, never recomputed.
 */
export interface ChatProject extends Pick<
  ProjectDetail,
  | 'name'
  | 'country'
  | 'countryCode'
  | 'locationLabel'
  | 'method'
  | 'type'
  | 'developer'
  | 'standard'
  | 'methodology'
  | 'permanenceYears'
  | 'sdgs'
  | 'texts'
  | 'sii'
> {
  registryKey: string | null
  registry: string | null
  registryId: string | null
  registryUrl: string | null
  sources: { name: string; url: string }[]
  /** False: listed for information, its credits cannot be put in the cart. */
  purchasable: boolean
  vintages: ChatVintage[]
}

/** Registries that issue credits, by the names today's catalogue uses. */
const REGISTRY_KEYS: Record<string, string> = {
  Verra: 'verra',
  'Gold Standard': 'gold-standard',
  Isometric: 'isometric',
  'Puro.earth': 'puro-earth',
}

/**
 * The one place the project detail becomes the assistant's input. Today's detail has one
 * `registry` column that also holds data sources (the CarbonPlan CDR database) and no vintage
 * status: a source is kept as a source, and every vintage counts as issued.
 */
export function toChatProject(p: ProjectDetail): ChatProject {
  const registryKey = REGISTRY_KEYS[p.registry] ?? null
  return {
    ...p,
    registryKey,
    registry: registryKey ? p.registry : null,
    registryId: registryKey ? p.registryId : null,
    registryUrl: registryKey ? p.registryUrl : null,
    sources: registryKey ? [] : [{ name: p.registry, url: p.registryUrl }],
    purchasable: p.vintages.some((v) => v.creditsAvailable > 0),
    vintages: p.vintages.map((v) => ({
      ...v,
      status: 'issued' as const,
      expectedDeliveryYear: null,
    })),
  }
}
