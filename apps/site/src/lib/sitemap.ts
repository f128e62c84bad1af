import { localizedPath } from '../i18n/locales'

/**
 * The sitemap of every marketing page (locale-free `paths`, '' is the home page) in English and
 * German, each URL with its hreflang alternates, in the form the app's sitemap had.
 */
export function sitemapXml(site: URL, paths: readonly string[]): string {
  const url = (locale: 'en' | 'de', path: string) => new URL(localizedPath(locale, path), site).href
  const entries = paths.flatMap((path) => {
    const alternates = (['en', 'de'] as const).map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale, path)}" />`,
    )
    return (['en', 'de'] as const).map((locale) =>
      [
        '<url>',
        `<loc>${url(locale, path)}</loc>`,
        ...alternates,
        '<changefreq>weekly</changefreq>',
        `<priority>${path === '' ? 1 : 0.7}</priority>`,
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
