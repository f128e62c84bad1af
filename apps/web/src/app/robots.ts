import type { MetadataRoute } from 'next'
import { SITE_URL } from '@/features/marketing/seo'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/keys/'] },
    sitemap: `${SITE_URL}/sitemap.xml`,
  }
}
