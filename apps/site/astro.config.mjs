import { defineConfig } from 'astro/config'

// The marketing site: static files only, served beside the Next.js app from one origin
// (docs/decisions/130). Pages move here from apps/web together with the shared shell they need
// (docs/decisions/131).
export default defineConfig({
  // The public origin, the same variable the app reads for canonical URLs and the sitemap.
  site: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
  output: 'static',
  trailingSlash: 'never',
  // /de/glossary becomes dist/de/glossary.html: the front server and the proxy map paths to files.
  build: { format: 'file' },
  i18n: {
    locales: ['en', 'de'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
})
