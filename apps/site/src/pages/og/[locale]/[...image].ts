import type { APIRoute, GetStaticPaths } from 'astro'
import { getCollection } from 'astro:content'
import { USER_LOCALES, type UserLocale } from '../../../i18n/locales'
import { translator } from '../../../i18n/translate'
import { ogCard } from '../../../lib/og-card'
import { articles, marketingPages } from '../../../lib/site-content'

/**
 * The Open Graph card of each page of the site in each language, `/og/<locale>/<path>.png`, as
 * the app names its cards (`index.png` for the home page, `blog/<slug>.png` for an article); the
 * page's title without the " | Kelp" suffix. The app's pages without a card of their own show
 * the home page's.
 */
async function cards(locale: UserLocale): Promise<{ image: string; title: string }[]> {
  const legal = (await getCollection('legal')).filter((e) => e.id.startsWith(`${locale}/`))
  return [
    { image: 'index', title: translator(locale, 'home')('metaTitle') },
    {
      image: 'sustainability-integrity-index-sii',
      title: translator(locale, 'pages')('sii.metaTitle'),
    },
    ...legal.map((e) => ({ image: e.id.slice(locale.length + 1), title: e.data.title })),
    ...(await marketingPages(locale)).map((page) => ({ image: page.slug, title: page.title })),
    ...(await articles(locale)).map((a) => ({ image: `blog/${a.slug}`, title: a.title })),
    { image: 'blog', title: translator(locale, 'blog')('metaTitle') },
    { image: 'glossary', title: translator(locale, 'glossary')('metaTitle') },
    { image: 'webinars', title: translator(locale, 'webinars')('metaTitle') },
    { image: 'scorecard', title: translator(locale, 'scorecard')('metaTitle') },
  ]
}

export const getStaticPaths: GetStaticPaths = async () => {
  const perLocale = await Promise.all(
    USER_LOCALES.map(async (locale) =>
      (await cards(locale)).map(({ image, title }) => ({
        params: { locale, image: `${image}.png` },
        props: {
          title: title.replace(/\s*\|\s*Kelp$/, ''),
          tagline: translator(locale, 'meta')('title'),
        },
      })),
    ),
  )
  return perLocale.flat()
}

export const GET: APIRoute = async ({ props }) => {
  const png = await ogCard(props.title as string, props.tagline as string)
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } })
}
