import {
  OG_CONTENT_TYPE,
  OG_SIZE,
  ogStaticParams,
  renderOgImage,
} from '@/features/marketing/og-image'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Kelp'

/** Prerendered at build time for every language. */
export const generateStaticParams = () => ogStaticParams()

/** This page's Open Graph image, prerendered per language. */
export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const p = await params
  return renderOgImage(p.locale, '/webinars')
}
