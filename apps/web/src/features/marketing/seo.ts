import type { Metadata } from 'next'
import { publicEnv } from '@/config/env'

/** Public origin used for canonical URLs and hreflang alternates (the site builds the sitemap). */
export const SITE_URL = publicEnv.NEXT_PUBLIC_SITE_URL.replace(/\/$/, '')

/** English has no prefix, German lives under /de (docs/decisions/002). */
export function localizedPath(locale: 'en' | 'de', path: string): string {
  if (locale === 'en') return path || '/'
  return `/de${path}`
}

export function alternates(path: string) {
  return {
    en: `${SITE_URL}${localizedPath('en', path)}`,
    de: `${SITE_URL}${localizedPath('de', path)}`,
    'x-default': `${SITE_URL}${localizedPath('en', path)}`,
  }
}

/** The Open Graph card's size (docs/product.md §5), as the static site draws its cards. */
export const OG_SIZE = { width: 1200, height: 630 }

/**
 * The Open Graph card of an app page: the home page's, which the static site draws for English
 * and German (`/og/<locale>/index.png`); the keys pseudo-locale shows the English one.
 */
export function ogImagePath(locale: string): string {
  return `/og/${locale === 'de' ? 'de' : 'en'}/index.png`
}

interface PageMetadataInput {
  locale: string
  /** Path without locale prefix, '' for the home page. */
  path: string
  title: string
  description: string
}

/** Title, description, canonical URL, hreflang alternates and Open Graph for one page. */
export function pageMetadata({ locale, path, title, description }: PageMetadataInput): Metadata {
  const languages = alternates(path)
  const isKeys = locale === 'keys'
  const canonical = locale === 'de' ? languages.de : languages.en
  const image = { url: ogImagePath(locale), ...OG_SIZE, alt: title }
  return {
    metadataBase: new URL(SITE_URL),
    title,
    description,
    alternates: { canonical, languages },
    robots: isKeys ? { index: false, follow: false } : undefined,
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: 'Kelp',
      locale: locale === 'de' ? 'de_DE' : 'en_GB',
      type: 'website',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}
