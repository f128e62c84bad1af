import { alternates } from '@/features/marketing/seo'

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )

/**
 * The public project pages' sitemap: the list and every project, in English and German, each
 * URL with its hreflang alternates (the static site's sitemap covers the marketing pages).
 */
export function projectsSitemapXml(slugs: readonly string[]): string {
  const paths = ['/projects', ...slugs.map((slug) => `/projects/${encodeURIComponent(slug)}`)]
  const entries = paths.flatMap((path) => {
    const urls = alternates(path)
    const links = (['en', 'de'] as const).map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(urls[locale])}" />`,
    )
    return (['en', 'de'] as const).map((locale) =>
      [
        '<url>',
        `<loc>${escapeXml(urls[locale])}</loc>`,
        ...links,
        '<changefreq>daily</changefreq>',
        `<priority>${path === '/projects' ? 0.9 : 0.8}</priority>`,
        '</url>',
      ].join('\n'),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}
