import type { AppDeps } from '../../deps'
import { findProjectSlugs } from './sitemap-repository'

/** Every project page a search engine may list: the catalogue is public (decision 161). */
export async function projectSitemap(deps: Pick<AppDeps, 'db'>) {
  return { slugs: await findProjectSlugs(deps.db) }
}
