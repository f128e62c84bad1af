import { ogPathOf, ogStaticParams, renderOgImage } from '@/features/marketing/og-image'

/** Every page's Open Graph card, prerendered per page and language at build time. */
export const dynamicParams = false
export const generateStaticParams = ogStaticParams

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; image: string[] }> },
) {
  const { locale, image } = await params
  const path = ogPathOf(image)
  if (path === undefined) return new Response(null, { status: 404 })
  return renderOgImage(locale, path)
}
