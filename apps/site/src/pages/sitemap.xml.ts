import type { APIRoute } from 'astro'
import { getCollection } from 'astro:content'
import { sitemapXml } from '../lib/sitemap'
import { articles, marketingPages } from '../lib/site-content'

/**
 * The origin's sitemap: every page this site builds for search engines (not the shared
 * scorecards' page or the course's unsubscribe page); the app has no marketing pages.
 */
export const GET: APIRoute = async ({ site }) => {
  const legal = (await getCollection('legal')).filter((entry) => entry.id.startsWith('en/'))
  const paths = [
    '',
    '/sustainability-integrity-index-sii',
    ...(await marketingPages('en')).map((page) => `/${page.slug}`),
    '/blog',
    ...(await articles('en')).map((article) => `/blog/${article.slug}`),
    '/glossary',
    '/webinars',
    '/scorecard',
    ...legal.map((entry) => `/${entry.id.slice('en/'.length)}`),
  ]
  return new Response(sitemapXml(site!, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  })
}
