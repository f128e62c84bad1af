import { z } from 'zod'

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1')

const DEV_SECRET = 'kelp-development-secret-do-not-use-in-production'

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    WEB_ORIGIN: z.url().default('http://localhost:3000'),
    APP_SECRET: z.string().min(32).optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Per e-mail address and route, on every public form that names one (see docs/security.md). */
    ACCOUNT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
    TRUST_PROXY: z.string().min(1).default('loopback'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    DEMO_MODE: booleanFlag,
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Kelp <no-reply@kelp.earth>'),
    SALES_INBOX: z.email().default('sales@kelp.earth'),
    DEV_MAILBOX: z.enum(['true', 'false', '1', '0']).optional(),
    LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    CHAT_CONVERSATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(12),
    // Payments: Stripe when both keys are set, otherwise the embedded sandbox.
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    /** E-mail course: hours between lessons, whether this process runs the queue worker. */
    COURSE_LESSON_INTERVAL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(24),
    COURSE_WORKER: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    COURSE_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
    STORAGE_DIR: z.string().min(1).optional(),
    SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(1).max(604_800).default(300),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    KELP_BOOTSTRAP_STAFF_EMAIL: z.email().optional(),
    /**
     * Lifetime of the in-process read caches in ms (plugins/read-caches.ts, decision 092):
     * default 60,000, 0 (off) in tests. Writes invalidate them at once on every instance.
     */
    CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  })
  .transform(({ DEV_MAILBOX, ...env }) => ({
    ...env,
    APP_SECRET: env.APP_SECRET ?? DEV_SECRET,
    STORAGE_DIR: env.STORAGE_DIR ?? `${env.DATA_DIR}/storage`,
    // The outbox is readable over HTTP only outside production unless asked for explicitly.
    DEV_MAILBOX:
      DEV_MAILBOX === undefined
        ? env.NODE_ENV !== 'production'
        : ['true', '1'].includes(DEV_MAILBOX),
  }))

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
  // Checked apart from the schema so it is reported together with every other bad key.
  if (source.NODE_ENV === 'production' && !source.APP_SECRET) {
    problems.push('APP_SECRET: is required in production (at least 32 characters)')
  }
  if (result.success && problems.length === 0) return result.data
  throw new ConfigError(problems)
}
