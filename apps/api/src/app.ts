import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from './config/env'
import { loggerOptions, registerRequestLog } from './config/logger'
import type { DatabaseHandle } from './db/client'
import { createChatAnswerer } from './adapters/chat'
import { createMailer, type Mailer } from './adapters/mail'
import { createPayments } from './adapters/payments'
import { createStorage } from './adapters/storage'
import type { AppDeps } from './deps'
import { apiKeyRoutes, registerApiKeyAuth } from './modules/api-keys'
import { authRoutes } from './modules/auth'
import { registerAuthentication } from './modules/auth'
import { devMailRoutes } from './modules/dev-mail'
import { healthRoutes } from './modules/health'
import { marketingRoutes } from './modules/marketing'
import { scorecardRoutes } from './modules/scorecard'
import { plannerRoutes } from './modules/planner'
import { projectRoutes, projectSitemapRoutes } from './modules/projects'
import { chatRoutes } from './modules/chat'
import { contributionRoutes, receivePaymentEvent } from './modules/contributions'
import { courseRoutes } from './modules/course'
import { orbitRoutes, purchaseAdminRoutes, purchaseRoutes } from './modules/orbit'
import { portfolioRoutes } from './modules/portfolio'
import { exportRoutes } from './modules/portfolio'
import { documentRoutes } from './modules/documents'
import { adminRoutes } from './modules/admin'
import { adminRetirementRoutes } from './modules/admin'
import { localBootstrapRoutes } from './modules/admin'
import { inventoryAdminRoutes } from './modules/inventory'
import { registerBodyLimit } from './plugins/body-limit'
import { billingRoutes, sellerFromEnv } from './modules/billing'
import { certificateRoutes } from './modules/certificates'
import { v1Routes } from './modules/v1'
import { createEmitter, webhookRoutes } from './modules/webhooks'
import { registerErrorHandler } from './plugins/error-handler'
import { registerJobQueue } from './plugins/job-queue'
import { registerOpenApi } from './plugins/openapi'
import { registerReadCaches } from './plugins/read-caches'
import { registerReadiness } from './plugins/readiness'
import { registerSecurity } from './plugins/security'

declare module 'fastify' {
  interface FastifyInstance {
    env: Env
    database: DatabaseHandle
    /** What the services need, built once here (deps.ts). */
    deps: AppDeps
  }
}

export interface BuildAppOptions {
  env: Env
  database: DatabaseHandle
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream
  /**
   * The token of the local bootstrap endpoint (`POST /api/local/staff`), which exists only
   * when given: the server process makes one and writes it where local commands read it.
   */
  bootstrapToken?: string
}

/** Builds the whole API without listening, so tests can drive it with `app.inject`. */
export async function buildApp({
  env,
  database,
  logStream,
  bootstrapToken,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env, logStream),
    // One line per request from registerRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Slow clients (slow loris) get 408 and lose their connection; Node checks every second
    // instead of every 30 s. Oversized headers get 431 from Node (16 KiB).
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    http: { headersTimeout: env.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('env', env)
  app.decorate('database', database)
  registerReadiness(app)
  const mailer = createMailer(env, database.db, app)
  // Synchronous hooks: on every request, an async one costs a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })

  registerErrorHandler(app)
  registerRequestLog(app)
  registerBodyLimit(app)
  await registerSecurity(app, env)
  await registerOpenApi(app)
  await registerReadCaches(app, env)
  registerAuthentication(app)
  registerApiKeyAuth(app)
  await registerJobQueue(app)
  app.decorate('deps', buildDeps(app, mailer))

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(marketingRoutes, { prefix: '/api' })
  await app.register(scorecardRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(plannerRoutes, { prefix: '/api' })
  await app.register(projectRoutes, { prefix: '/api' })
  await app.register(projectSitemapRoutes, { prefix: '/api' })
  await app.register(chatRoutes, { prefix: '/api' })
  await app.register(contributionRoutes, { prefix: '/api' })
  await app.register(courseRoutes, { prefix: '/api' })
  await app.register(orbitRoutes, { prefix: '/api' })
  await app.register(purchaseRoutes, { prefix: '/api' })
  await app.register(purchaseAdminRoutes, { prefix: '/api' })
  await app.register(portfolioRoutes, { prefix: '/api' })
  await app.register(exportRoutes, { prefix: '/api' })
  await app.register(documentRoutes, { prefix: '/api' })
  await app.register(adminRoutes, { prefix: '/api' })
  await app.register(adminRetirementRoutes, { prefix: '/api' })
  await app.register(inventoryAdminRoutes, { prefix: '/api' })
  await app.register(billingRoutes, { prefix: '/api' })
  await app.register(certificateRoutes, { prefix: '/api' })
  await app.register(apiKeyRoutes, { prefix: '/api' })
  await app.register(v1Routes, { prefix: '/api/v1' })
  await app.register(webhookRoutes, { prefix: '/api' })
  if (env.DEV_MAILBOX) await app.register(devMailRoutes, { prefix: '/api' })
  if (bootstrapToken) await app.register(localBootstrapRoutes(bootstrapToken), { prefix: '/api' })

  return app
}

/**
 * The services' dependencies, once per app. Webhook events are written and queued in the
 * background, so closing the app waits for those still being written.
 */
function buildDeps(app: FastifyInstance, mailer: Mailer): AppDeps {
  const { env } = app
  const db = app.database.db
  const base = { db, env, queue: app.jobQueue }
  const emitter = createEmitter(base, app.log)
  app.addHook('onClose', () => emitter.drain())
  const deps: AppDeps = {
    ...base,
    mailer,
    storage: createStorage(env),
    // The embedded sandbox delivers its signed events to the provider webhook's handler.
    payments: createPayments(env, db, (raw, signature) =>
      receivePaymentEvent(deps, { raw, signature }),
    ),
    events: { emit: emitter.emit },
    answerer: createChatAnswerer(env, app.log),
    seller: sellerFromEnv(env),
    log: app.log,
    now: () => new Date(),
  }
  return deps
}
