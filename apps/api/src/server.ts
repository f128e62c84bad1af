// The API's entry point. Tracing must be set up before fastify, pg and node:http are first
// imported so its instrumentations can wrap them; so the server itself (./main) is imported
// only afterwards. Without OTEL_EXPORTER_OTLP_ENDPOINT no tracing code is loaded at all.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTelemetry } = await import('./telemetry')
  await startTelemetry()
}
await import('./main')
export {}
