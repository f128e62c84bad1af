import { webEnv } from './config/env'

/**
 * Next.js calls `register` once when the server starts. With OTEL_EXPORTER_OTLP_ENDPOINT set,
 * @vercel/otel traces every request the server renders and every fetch it makes (the API calls
 * carry the trace on to the API's own spans); without it nothing is imported.
 */
export async function register() {
  // NEXT_RUNTIME is Next's own (nodejs or edge), not a setting of the deployment.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const env = webEnv()
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return
  const { registerOTel } = await import('@vercel/otel')
  registerOTel({ serviceName: env.OTEL_SERVICE_NAME ?? 'kelp-web' })
}
