import { contentSlugs } from '../../../../../content/types'
import {
  OG_CONTENT_TYPE,
  OG_SIZE,
  ogStaticParams,
  renderOgImage,
} from '@/features/marketing/og-image'

export const size = OG_SIZE
export const contentType = OG_CONTENT_TYPE
export const alt = 'Kelp'

/** Prerendered at build time for every page and language. */
export const generateStaticParams = () =>
  ogStaticParams().flatMap((p) => contentSlugs.map((slug) => ({ ...p, slug })))

/** This page's Open Graph image, prerendered per language. */
export default async function Image({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>
}) {
  const p = await params
  return renderOgImage(p.locale, `/${p.slug}`)
}
