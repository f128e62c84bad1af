import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import preact from '@astrojs/preact'
import { CONSENT_PREPAINT_SCRIPT } from '@kelp/ui'
import { SESSION_PREPAINT_SCRIPT } from './src/lib/session-prepaint.ts'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'

// The marketing site: static files only, served beside the Next.js app from one origin
// (docs/decisions/130). Pages move here from apps/web together with the shared shell they need
// (docs/decisions/131); the shell's interactive parts are islands of the shared React components,
// run by Preact's compatibility layer (docs/decisions/136).
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
  // Each page carries its Content-Security-Policy: its scripts and styles by hash, never
  // 'unsafe-inline' (docs/decisions/130); the proxy adds the directives a <meta> cannot carry.
  // The pre-paint scripts (consent, session) are written inline as they are, so their hashes are
  // added here.
  security: {
    csp: {
      scriptDirective: {
        hashes: [CONSENT_PREPAINT_SCRIPT, SESSION_PREPAINT_SCRIPT].map(
          (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`,
        ),
      },
    },
  },
  integrations: [
    // Page scripts as islands that load after the first paint (docs/decisions/144); before
    // Preact, whose renderer would otherwise be asked about them first.
    {
      name: 'kelp-page-scripts',
      hooks: {
        'astro:config:setup': ({ addRenderer, addClientDirective }) => {
          addRenderer({
            name: 'kelp-page-script',
            serverEntrypoint: fileURLToPath(
              new URL('./src/page-scripts/server.ts', import.meta.url),
            ),
            clientEntrypoint: fileURLToPath(
              new URL('./src/page-scripts/client.ts', import.meta.url),
            ),
          })
          addClientDirective({
            name: 'after-paint',
            entrypoint: fileURLToPath(
              new URL('./src/page-scripts/after-paint.ts', import.meta.url),
            ),
          })
        },
      },
    },
    preact({ compat: true }),
    // Islands that load when the visitor first uses them (docs/decisions/140).
    {
      name: 'kelp-client-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'interaction',
            entrypoint: fileURLToPath(new URL('./src/directives/interaction.ts', import.meta.url)),
          }),
      },
    },
  ],
  vite: { plugins: [tailwindcss()] },
})
