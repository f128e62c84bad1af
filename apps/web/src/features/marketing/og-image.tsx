import { ImageResponse } from 'next/og'
import { getTranslations } from 'next-intl/server'
import { routing } from '@/i18n/routing'

/** Open Graph images (product.md §5): 1200×630 PNG, prerendered per page and language. */
export const OG_SIZE = { width: 1200, height: 630 }
export const OG_CONTENT_TYPE = 'image/png'

/**
 * The app's pages with a card of their own, without locale prefix. The static site draws the
 * cards of its own pages under the same names (apps/site), the home page's `index.png` included.
 */
export function ogPaths(): string[] {
  return Object.keys(NAMESPACE_TITLES)
}

/** Every image the route (app/og/[locale]/[...image]) prerenders: one per page and language. */
export function ogStaticParams(): { locale: string; image: string[] }[] {
  return routing.locales.flatMap((locale) =>
    ogPaths().map((path) => ({ locale, image: `${path.slice(1)}.png`.split('/') })),
  )
}

/**
 * A page's card: /og/<locale>/<path>.png. A page without a card of its own shows the home
 * page's, index.png, which the static site draws. The .png keeps the proxy (pages only) out of
 * the way.
 */
export function ogImagePath(locale: string, path: string): string {
  const own = ogPaths().includes(path) ? path.slice(1) : HOME
  return `/og/${locale}/${own}.png`
}

/** The page path an image route's segments name, or undefined when they name none. */
export function ogPathOf(image: string[]): string | undefined {
  const path = `/${image.join('/').replace(/\.png$/, '')}`
  return ogPaths().includes(path) ? path : undefined
}

const HOME = 'index'

const NAMESPACE_TITLES: Record<string, string> = {}

/** The page's SEO title without the " | Kelp" suffix, from the same source as its metadata. */
export async function ogTitle(locale: string, path: string): Promise<string> {
  let title: string | undefined
  const namespace = NAMESPACE_TITLES[path]
  if (namespace !== undefined) {
    const t = await getTranslations({ locale: locale as never, namespace: namespace as never })
    title = t('metaTitle' as never)
  }
  return (title ?? 'Kelp').replace(/\s*\|\s*Kelp$/, '')
}

/** The branded card: logo, the page title, the tagline and the site's address. */
export async function renderOgImage(locale: string, path: string): Promise<ImageResponse> {
  const title = await ogTitle(locale, path)
  const t = await getTranslations({ locale: locale as never, namespace: 'meta' })
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0b3b2b 0%, #11694a 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 28,
            background: '#d8f3e6',
            display: 'flex',
          }}
        />
        <div style={{ fontSize: 44, fontWeight: 700 }}>Kelp</div>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: title.length > 60 ? 56 : 68,
          fontWeight: 700,
          lineHeight: 1.15,
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#d8f3e6' }}>{t('title')}</div>
    </div>,
    OG_SIZE,
  )
}
