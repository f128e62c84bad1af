import type { ProjectSitemap } from '@kelp/core/projects'
import { projectsSitemapXml } from './sitemap-xml'
import { serverGet } from '@/lib/server-api'

export const dynamic = 'force-dynamic'

/**
 * `/projects-sitemap.xml`: the public project pages (docs/decisions/161), read from the
 * catalogue at request time; robots.txt names it next to the static site's sitemap.
 */
export async function GET() {
  const answer = await serverGet<ProjectSitemap>('/api/projects-sitemap', 'en')
  if (!answer) {
    return new Response('The project catalogue is not reachable.', {
      status: 503,
      headers: { 'retry-after': '60', 'cache-control': 'no-store' },
    })
  }
  return new Response(projectsSitemapXml(answer.slugs), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
