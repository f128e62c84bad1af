import type { Env } from './env'
import { standInsInUse } from './profile'

type AdapterEnv = Pick<
  Env,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'SMTP_URL'
  | 'DEV_MAILBOX'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'STORAGE_DIR'
  | 'LLM_BASE_URL'
  | 'LLM_API_KEY'
  | 'LLM_MODEL'
  | 'REDIS_URL'
  | 'COURSE_WORKER'
  | 'DEMO_MODE'
  | 'MIGRATE_ON_START'
>

/** host:port and path of a URL, never its user, password or query (which may carry secrets). */
function where(url: string): string {
  const parsed = new URL(url)
  const path = parsed.pathname.length > 1 ? parsed.pathname : ''
  return `${parsed.host}${path}`
}

/**
 * Every adapter this configuration uses, for the one start-up line an operator reads first.
 * Names services and hosts, never a secret.
 */
export function describeAdapters(env: AdapterEnv): Record<string, string> {
  const smtp = env.SMTP_URL ? `smtp ${new URL(env.SMTP_URL).host}` : 'outbox only'
  return {
    database: env.DATABASE_URL
      ? `postgres ${where(env.DATABASE_URL)}`
      : `pglite ${env.DATA_DIR}/pglite`,
    migrations: env.MIGRATE_ON_START ? 'on start' : 'separate step',
    mail: env.DEV_MAILBOX ? `${smtp} + dev mailbox` : smtp,
    payments: env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'sandbox',
    storage: env.S3_BUCKET
      ? `s3 ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${where(env.S3_ENDPOINT)}` : ` (${env.S3_REGION})`}`
      : `local ${env.STORAGE_DIR}`,
    chat:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? `llm ${env.LLM_MODEL} at ${where(env.LLM_BASE_URL)}`
        : 'embedded answerer',
    rateLimits: env.REDIS_URL ? `redis ${new URL(env.REDIS_URL).host}` : 'in-process',
    jobQueue: `pg-boss (${env.COURSE_WORKER ? 'worker on' : 'worker off'})`,
    signIn: env.DEMO_MODE ? 'codes + demo sign-in' : 'codes',
    standIns: standInsInUse(env).join(', ') || 'none',
  }
}

/** The line itself: `adapters: database=postgres db:5432/kelp | mail=smtp mail:25 | …`. */
export const adapterLine = (env: AdapterEnv) =>
  `adapters: ${Object.entries(describeAdapters(env))
    .map(([name, value]) => `${name}=${value}`)
    .join(' | ')}`
