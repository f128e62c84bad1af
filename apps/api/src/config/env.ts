import { z } from 'zod'
import { flag, optionalFlag } from './env-fields'
import { jobsEnv } from './env-jobs'
import { sellerEnv } from './env-seller'
import { productionProblems } from './profile'

const isOn = (v: string | undefined) => v === 'true' || v === '1'

const DEV_SECRET = 'kelp-development-secret-do-not-use-in-production'

/**
 * Every variable the API reads, with its default and meaning. `.env.example` is generated from
 * these descriptions (scripts/env-example.ts); a test fails when the two drift apart.
 */
export const envObject = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe(
      'production refuses every embedded stand-in unless it is enabled on purpose (docs/deploy.md)',
    ),
  HOST: z.string().min(1).default('127.0.0.1').describe('API listen address'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000).describe('API port'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino level'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('PostgreSQL connection string; unset: the embedded PGlite database in DATA_DIR'),
  EMBEDDED_DATABASE: flag('false').describe(
    'allow the embedded PGlite database under NODE_ENV=production (single instance, test systems only)',
  ),
  MIGRATE_ON_START: optionalFlag.describe(
    'apply migrations and load reference data at start-up; default true without DATABASE_URL, else false (run `npm run db:migrate` before starting instances)',
  ),
  SEED_DEMO_DATA: flag('false').describe(
    'load the demo company and its history at start-up (set by `npm start`; never in production)',
  ),
  DATA_DIR: z.string().min(1).default('.data').describe('PGlite data and the local secret'),
  WEB_ORIGIN: z
    .url()
    .default('http://localhost:3000')
    .describe('the public origin: the only origin CORS allows, links in e-mails'),
  APP_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe('signs tokens and cookies (at least 32 characters); required in production'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1_048_576)
    .describe('largest request body'),
  HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(20_000)
    .describe('a client that has not sent all its request headers by then gets 408 (slow clients)'),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(300_000)
    .describe('a client that has not sent its whole request (body included) by then gets 408'),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe('global per-IP request limit'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('per-IP limit on each sign-in, sign-up, code and e-mail-link endpoint'),
  ACCOUNT_RATE_LIMIT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('per-address limit on every public form that names an e-mail (docs/security.md)'),
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('loopback')
    .describe("which proxies' X-Forwarded-For is trusted (the load balancer and web instances)"),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .describe('Redis for rate-limit counters shared by every instance; unset: in-process counters'),
  DEMO_MODE: flag('false').describe(
    'demo sign-in: the demo account signs in without a code (a test system only)',
  ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('SMTP server the outbox relay sends through (smtp://user:pass@host:587)'),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Kelp <no-reply@kelp.earth>')
    .describe('sender of every mail'),
  SALES_INBOX: z
    .email()
    .default('sales@kelp.earth')
    .describe('where enquiries and contact requests are sent'),
  DEV_MAILBOX: optionalFlag.describe(
    'the development mailbox: the outbox at GET /api/dev/mail and /dev/mailbox; default true unless NODE_ENV=production, where it must be set to run without SMTP_URL',
  ),
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('OpenAI-compatible API base (https://…/v1); unset: the embedded answerer'),
  LLM_API_KEY: z.string().min(1).optional().describe('Bearer key for LLM_BASE_URL'),
  LLM_MODEL: z.string().min(1).optional().describe('model name sent to the chat endpoint'),
  LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe(
      'LLM request timeout; on timeout or error the embedded answerer replies (the answer says which one did)',
    ),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('per-IP limit on POST /api/chat/message'),
  CHAT_CONVERSATION_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(12)
    .describe('per-conversation limit on POST /api/chat/message'),
  STRIPE_SECRET_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('Stripe secret key; with STRIPE_WEBHOOK_SECRET, payments go through Stripe'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('signing secret of the webhook at /api/stripe/webhook'),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/ })
    .default('https://api.stripe.com')
    .describe('only for tests against a local stand-in'),
  STRIPE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(8_000)
    .describe(
      'longest wait for one Stripe call; failed calls are retried twice, then the request answers 503',
    ),
  PAYMENTS_SANDBOX: flag('false').describe(
    'allow the embedded payment sandbox under NODE_ENV=production when Stripe is not configured (a staging site; test cards "pay")',
  ),
  ...jobsEnv,
  STORAGE_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('where documents are kept without S3; default DATA_DIR/storage'),
  SIGNED_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(604_800)
    .default(300)
    .describe('how long a document download link stays valid'),
  S3_BUCKET: z
    .string()
    .min(1)
    .optional()
    .describe('S3-compatible bucket for documents; unset: local storage'),
  S3_REGION: z.string().min(1).default('us-east-1').describe('S3 region'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('custom S3 endpoint (path-style URLs), e.g. MinIO'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().describe('S3 access key'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('S3 secret key'),
  ...sellerEnv,
  KELP_BOOTSTRAP_STAFF_EMAIL: z
    .email()
    .optional()
    .describe('makes this e-mail an operator at start-up (idempotent)'),
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
    .describe('service name on the traces; default kelp-api'),
  CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .optional()
    .describe(
      'lifetime of the read caches in ms; default 60000 (0 in tests); writes invalidate them on every instance (docs/decisions/092)',
    ),
})

const envSchema = envObject.transform(
  ({ DEV_MAILBOX, MIGRATE_ON_START, WEBHOOK_ALLOW_LOOPBACK, ...env }) => ({
    ...env,
    APP_SECRET: env.APP_SECRET ?? DEV_SECRET,
    STORAGE_DIR: env.STORAGE_DIR ?? `${env.DATA_DIR}/storage`,
    // The outbox is readable over HTTP only outside production unless asked for explicitly.
    DEV_MAILBOX: DEV_MAILBOX === undefined ? env.NODE_ENV !== 'production' : isOn(DEV_MAILBOX),
    // The embedded database has one process, so it may migrate itself; PostgreSQL is migrated
    // by its own step (`npm run db:migrate`) before the instances start.
    MIGRATE_ON_START:
      MIGRATE_ON_START === undefined ? env.DATABASE_URL === undefined : isOn(MIGRATE_ON_START),
    // Local receivers are for development, tests and the demo (`npm start` runs the payment
    // sandbox); a production system that takes real payments only posts to public HTTPS.
    WEBHOOK_ALLOW_LOOPBACK:
      WEBHOOK_ALLOW_LOOPBACK === undefined
        ? env.NODE_ENV !== 'production' || env.PAYMENTS_SANDBOX
        : isOn(WEBHOOK_ALLOW_LOOPBACK),
  }),
)

export type Env = z.infer<typeof envSchema>

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the environment once; every bad key is listed, not only the first. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source)
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  // Checked apart from the schema so they are reported together with every other bad key.
  if (source.NODE_ENV === 'production') problems.push(...productionProblems(source))
  if (result.success && problems.length === 0) return result.data
  throw new ConfigError(problems)
}
