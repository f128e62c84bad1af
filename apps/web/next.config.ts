import { join } from 'node:path'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './security-headers'
import { webEnv } from './src/config/env'
import { PROXIED_BODY_LIMIT_BYTES } from './src/lib/proxied-body-limit'

// A bad variable fails the build (and `next start`) at once, naming the key.
webEnv()

// The container image builds with NEXT_OUTPUT=standalone: a self-contained server.js with only
// the files it needs, traced from the monorepo's root (Dockerfile). `npm start` uses next start.
const standalone = process.env.NEXT_OUTPUT === 'standalone'

const nextConfig: NextConfig = {
  ...(standalone
    ? { output: 'standalone' as const, outputFileTracingRoot: join(import.meta.dirname, '../..') }
    : {}),
  poweredByHeader: false,
  transpilePackages: ['@kelp/core', '@kelp/ui'],
  // The 34 KB (7 KB gzipped) stylesheet goes into each page's <head> instead of a
  // render-blocking request: Lighthouse mobile on the marketing pages (product.md §6).
  experimental: {
    inlineCss: true,
    // The proxy buffers a request body for /api forwarding; a larger one would be cut off.
    proxyClientMaxBodySize: PROXIED_BODY_LIMIT_BYTES,
  },
  async headers() {
    return securityHeaders(process.env.NODE_ENV === 'production')
  },
}

// Messages are precompiled at build time (ICU to a compact form), so the browser gets no ICU
// parser: docs/decisions/093.
export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: {
      path: '../../packages/ui/messages',
      format: 'json',
      locales: 'infer',
      precompile: true,
    },
  },
})(nextConfig)
