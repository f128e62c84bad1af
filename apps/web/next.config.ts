import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  transpilePackages: ['@kelp/core'],
}

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig)
