import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  transpilePackages: ['@kelp/core'],
  // The 34 KB (7 KB gzipped) stylesheet goes into each page's <head> instead of a
  // render-blocking request: Lighthouse mobile on the marketing pages (spec §6).
  experimental: { inlineCss: true },
}

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig)
