import { WEBINAR_SCHEDULE } from '@kelp/core/marketing'
import { getCollection, type CollectionEntry } from 'astro:content'
import { htmlLang, type SiteLocale } from '../i18n/locales'
import type { CarouselSlide } from '../islands/carousel'
import { storiesFor } from './case-studies'
import { keyedHtml, sectionsHtml } from './content-html'
import { assertContent, type ContentEntry } from './content-checks'
import { fillFigures } from './figures'
import { KNOWN_PATHS } from './known-paths'
import { joinSchedule, splitWebinars } from './webinar-list'

/**
 * The marketing content of one locale, read from the collections after the build-time checks
 * (counterparts, links). Texts are final: figures filled in, and in the keys pseudo-locale every
 * text is its key (`content.<collection>.<slug>.<field>`), as the app's content pages did.
 */
type Collection = 'pages' | 'blog' | 'glossary' | 'webinars'

let checked: Promise<void> | undefined

/** The locale-free paths of the site's own pages, for the link check. */
async function sitePaths(): Promise<string[]> {
  const [pages, blog] = await Promise.all([getCollection('pages'), getCollection('blog')])
  const slug = (entry: { id: string }) => entry.id.split('/').slice(1).join('/')
  return [
    '/blog',
    '/glossary',
    '/webinars',
    ...pages.map((e) => `/${slug(e)}`),
    ...blog.map((e) => `/blog/${slug(e)}`),
  ]
}

async function checkAll() {
  const known = new Set([...KNOWN_PATHS, ...(await sitePaths())])
  const [pages, blog, glossary, webinars] = await Promise.all([
    getCollection('pages'),
    getCollection('blog'),
    getCollection('glossary'),
    getCollection('webinars'),
  ])
  const withCta = pages.map((e): ContentEntry => ({
    ...e,
    links: e.data.cta ? [e.data.cta.href] : [],
  }))
  assertContent([withCta, blog, glossary, webinars], known)
}

/** Entries of one collection in a locale's source language, by slug, after the checks. */
async function entries<C extends Collection>(collection: C, locale: SiteLocale) {
  checked ??= checkAll()
  await checked
  const source = htmlLang(locale)
  const all = (await getCollection(collection)) as CollectionEntry<C>[]
  return all
    .filter((entry) => entry.id.startsWith(`${source}/`))
    .map((entry) => ({ slug: entry.id.slice(source.length + 1), entry }))
}

/** A text field, final for the locale. */
function text(locale: SiteLocale, key: string, value: string): string {
  return locale === 'keys' ? key : fillFigures(value)
}

/** The rendered body, final for the locale. */
function body(locale: SiteLocale, key: string, entry: { rendered?: { html: string } }): string {
  const html = entry.rendered?.html ?? ''
  return locale === 'keys' ? keyedHtml(html, key) : fillFigures(html)
}

export async function marketingPages(locale: SiteLocale) {
  return (await entries('pages', locale)).map(({ slug, entry }) => {
    const key = `content.pages.${slug}`
    const { cta } = entry.data
    return {
      slug,
      title: text(locale, `${key}.title`, entry.data.title),
      description: text(locale, `${key}.description`, entry.data.description),
      eyebrow: text(locale, `${key}.eyebrow`, entry.data.eyebrow),
      heading: text(locale, `${key}.heading`, entry.data.heading),
      lead: text(locale, `${key}.lead`, entry.data.lead),
      cta: cta && { href: cta.href, label: text(locale, `${key}.cta.label`, cta.label) },
      html: sectionsHtml(body(locale, key, entry)),
    }
  })
}

export type MarketingPageContent = Awaited<ReturnType<typeof marketingPages>>[number]

/** Blog articles, newest first. */
export async function articles(locale: SiteLocale) {
  const list = (await entries('blog', locale)).map(({ slug, entry }) => {
    const key = `content.blog.${slug}`
    return {
      slug,
      title: text(locale, `${key}.title`, entry.data.title),
      description: text(locale, `${key}.description`, entry.data.description),
      published: entry.data.published,
      readingMinutes: entry.data.readingMinutes,
      html: sectionsHtml(body(locale, key, entry)),
    }
  })
  return list.sort((a, b) => b.published.localeCompare(a.published))
}

export type Article = Awaited<ReturnType<typeof articles>>[number]

/** Glossary terms grouped by first letter, both sorted in the language's own order. */
export async function glossary(locale: SiteLocale) {
  const language = htmlLang(locale)
  const terms = (await entries('glossary', locale)).map(({ slug, entry }) => ({
    id: slug,
    term: text(locale, `content.glossary.${slug}.term`, entry.data.term),
    // A definition is one paragraph, shown as the text of its <dd>.
    html: body(locale, `content.glossary.${slug}`, entry)
      .trim()
      .replace(/^<p>([\s\S]*)<\/p>$/, '$1'),
  }))
  const groups = new Map<string, typeof terms>()
  for (const term of terms.sort((a, b) => a.term.localeCompare(b.term, language))) {
    const letter = term.term.charAt(0).toLocaleUpperCase(language)
    groups.set(letter, [...(groups.get(letter) ?? []), term])
  }
  return [...groups].map(([letter, list]) => ({ letter, terms: list }))
}

/**
 * The webinars in their language, split at `now` (milliseconds; the build's time: the page's
 * script splits them again when it is read, src/lib/webinar-split.ts). In the keys pseudo-locale
 * every text is its key, `content.webinars.<id>.<field>`.
 */
export async function webinarLists(locale: SiteLocale, now: number) {
  const texts = new Map(
    (await entries('webinars', locale)).map(({ slug, entry }) => {
      const key = `content.webinars.${slug}`
      return [
        slug,
        {
          title: text(locale, `${key}.title`, entry.data.title),
          summary: text(locale, `${key}.summary`, entry.data.summary),
          speakerRole: text(locale, `${key}.speakerRole`, entry.data.speakerRole),
        },
      ]
    }),
  )
  return splitWebinars(joinSchedule(WEBINAR_SCHEDULE, texts, htmlLang(locale)), now)
}

/** The customer stories of a locale (the `customers` collection), in the carousel's order. */
export async function caseStudies(locale: SiteLocale): Promise<CarouselSlide[]> {
  const entries = await getCollection('customers')
  return storiesFor(Object.fromEntries(entries.map((e) => [e.id, e.data.stories])), locale)
}
