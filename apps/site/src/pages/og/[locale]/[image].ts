import type { APIRoute, GetStaticPaths } from 'astro'
import { getCollection } from 'astro:content'
import { USER_LOCALES } from '../../../i18n/locales'
import { translator } from '../../../i18n/translate'
import { ogCard } from '../../../lib/og-card'

/**
 * The Open Graph card of each content page in each language, `/og/<locale>/<slug>.png`, as the
 * app names its cards; the page's title without the " | Kelp" suffix.
 */
export const getStaticPaths: GetStaticPaths = async () => {
  const entries = await getCollection('legal')
  return USER_LOCALES.flatMap((locale) =>
    entries
      .filter((entry) => entry.id.startsWith(`${locale}/`))
      .map((entry) => ({
        params: { locale, image: `${entry.id.slice(locale.length + 1)}.png` },
        props: {
          title: entry.data.title.replace(/\s*\|\s*Kelp$/, ''),
          tagline: translator(locale, 'meta')('title'),
        },
      })),
  )
}

export const GET: APIRoute = async ({ props }) => {
  const png = await ogCard(props.title as string, props.tagline as string)
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } })
}
