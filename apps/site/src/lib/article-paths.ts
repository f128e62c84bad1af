import type { SiteLocale } from '../i18n/locales'
import { articles } from './site-content'

/** The blog articles of one locale for getStaticPaths. */
export async function articlePaths(locale: SiteLocale) {
  return (await articles(locale)).map((article) => ({
    params: { article: article.slug },
    props: { locale, article },
  }))
}
