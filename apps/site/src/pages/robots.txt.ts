import type { APIRoute } from 'astro'

/**
 * Crawlers may read every page except the API and the translators' `keys` pseudo-locale. Two
 * sitemaps: this site's pages, and the app's public project pages (read from the catalogue).
 */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-Agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /keys/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site).href}`,
      `Sitemap: ${new URL('/projects-sitemap.xml', site).href}`,
      '',
    ].join('\n'),
  )
