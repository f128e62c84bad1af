import type { MetadataRoute } from 'next'
import { getArticles } from '@/features/marketing/knowledge'
import { alternates, marketingPaths } from '@/features/marketing/seo'

/** Every marketing page in English and German, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...marketingPaths, ...getArticles('en').map((article) => `/blog/${article.slug}`)]
  return paths.flatMap((path) => {
    const languages = alternates(path)
    return [languages.en, languages.de].map((url) => ({
      url,
      changeFrequency: 'weekly' as const,
      priority: path === '' ? 1 : 0.7,
      alternates: { languages: { en: languages.en, de: languages.de } },
    }))
  })
}
