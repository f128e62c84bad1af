import { z } from 'zod'

/**
 * Every variable the web app reads, with its default and meaning (`.env.example` is generated
 * from these descriptions). NEXT_PUBLIC_* are inlined by `next build`; the rest is read by the
 * running server, so one build serves any deployment.
 */
export const webEnvObject = z.object({
  API_ORIGIN: z
    .url()
    .default('http://127.0.0.1:4000')
    .describe('where the web server reaches the API: /api/* is proxied there (read at run time)'),
  WEB_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .default(3000)
    .describe('web port under `npm start` (the standalone server in an image reads PORT)'),
  NEXT_PUBLIC_SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .describe('canonical URLs, hreflang and the sitemap (read at build time)'),
  NEXT_PUBLIC_GA_MEASUREMENT_ID: z
    .string()
    .optional()
    .describe("Google Analytics; loads only with the visitor's consent (build time)"),
  NEXT_PUBLIC_HUBSPOT_PORTAL_ID: z
    .string()
    .optional()
    .describe("HubSpot; loads only with the visitor's consent (build time)"),
  NEXT_PUBLIC_SMARTLOOK_KEY: z
    .string()
    .optional()
    .describe("Smartlook session recording; loads only with the visitor's consent (build time)"),
  NEXT_PUBLIC_LINKEDIN_PARTNER_ID: z
    .string()
    .optional()
    .describe("LinkedIn Insight; loads only with the visitor's consent (build time)"),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      'OpenTelemetry collector (OTLP over HTTP, e.g. http://collector:4318): traces are sent there; unset: no tracing code is loaded',
    ),
  OTEL_SERVICE_NAME: z
    .string()
    .min(1)
    .optional()
    .describe('service name on the traces; default kelp-web'),
  NEXT_TELEMETRY_DISABLED: z
    .enum(['0', '1'])
    .default('1')
    .describe('Next.js telemetry off (every script and the image set it)'),
})

export type WebEnv = z.infer<typeof webEnvObject>

type Source = Record<string, string | undefined>

/** An empty variable (`KEY=` in a compose file) counts as unset, so its default applies. */
const withoutEmpty = (source: Source): Source =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))

/** The running server's environment; a bad value fails loudly, naming the key. */
export const webEnv = (source: Source = process.env): WebEnv =>
  webEnvObject.parse(withoutEmpty(source))

/**
 * The public site URL (canonical URLs, hreflang, the sitemap), parsed by the same schema so its
 * default applies. Written out in full because `next build` inlines a NEXT_PUBLIC_* value only
 * where it is named like that. Browser code does not import this module: it would bring zod into
 * every page (config/consent.ts reads its ids without it).
 */
export const publicEnv = webEnvObject
  .pick({ NEXT_PUBLIC_SITE_URL: true })
  .parse(withoutEmpty({ NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL }))
