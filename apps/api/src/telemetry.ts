import { register } from 'node:module'
import { FastifyOtelInstrumentation } from '@fastify/otel'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { NodeSDK } from '@opentelemetry/sdk-node'
import { createAddHookMessageChannel } from 'import-in-the-middle'

/**
 * OpenTelemetry traces for the API, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT
 * (the SDK reads that and the other standard OTEL_* variables itself): one span per request
 * from Fastify, with the database queries (pg) and outgoing HTTP calls beneath it.
 */
export async function startTelemetry(): Promise<void> {
  // ESM imports are wrapped through a module hook; it must know the modules before they load.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel()
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions)
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'kelp-api',
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  })
  sdk.start()
  // Spans still buffered at shutdown are sent before the process exits.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void sdk.shutdown())
  }
  await waitForAllMessagesAcknowledged()
}
