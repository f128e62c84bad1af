import type { ProjectDetail } from '@kelp/core/projects'

export type { VintageStatus } from '@kelp/core/projects'
export type ChatVintage = ProjectDetail['vintages'][number]

/**
 * What the assistant knows about one project, named as the catalogue names it: a registry
 * that issues the credits (or none), data sources that are not registries, and vintages
 * with their issued or forward status. Scores are the project detail's, never recomputed.
 */
export type ChatProject = Pick<
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
  | 'registryKey'
  | 'registry'
  | 'registryId'
  | 'registryUrl'
  | 'sources'
  | 'purchasable'
  | 'vintages'
>
