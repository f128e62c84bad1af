/**
 * Next.js calls `register` once when the server starts. With OTEL_EXPORTER_OTLP_ENDPOINT set,
 * @vercel/otel traces every request the server renders and every fetch it makes (the API calls
 * carry the trace on to the API's own spans); without it nothing is imported.
 */
export async function register() {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.NEXT_RUNTIME !== 'nodejs') return
  const { registerOTel } = await import('@vercel/otel')
  registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME ?? 'kelp-web' })
}
