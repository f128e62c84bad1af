import { z } from 'zod'
import { flag, optionalFlag } from './env-fields'

/** The background workers' variables: the course lessons and the webhook deliveries. */
export const jobsEnv = {
  COURSE_LESSON_INTERVAL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24)
    .describe('hours between two e-mail course lessons (fractions allowed)'),
  COURSE_WORKER: flag('true').describe(
    'run the pg-boss worker that mails course lessons in this process',
  ),
  COURSE_POLL_SECONDS: z.coerce
    .number()
    .min(0.5)
    .max(600)
    .default(2)
    .describe('how often the course worker polls for due lessons'),
  WEBHOOK_WORKER: flag('true').describe(
    'run the pg-boss worker that sends webhook deliveries in this process',
  ),
  WEBHOOK_POLL_SECONDS: z.coerce
    .number()
    .min(0.5)
    .max(600)
    .default(2)
    .describe('how often the webhook worker polls for due deliveries'),
  WEBHOOK_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(10_000)
    .describe('longest wait for a webhook endpoint to answer one delivery attempt'),
  WEBHOOK_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(8)
    .describe('attempts per webhook delivery before it is marked failed'),
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(30)
    .describe('first delay before a failed webhook delivery is retried; doubles each time'),
  WEBHOOK_ALLOW_LOOPBACK: optionalFlag.describe(
    'let webhook endpoints be loopback addresses over plain HTTP (http://127.0.0.1:…); default true outside production and with PAYMENTS_SANDBOX=true (the demo); refused in production without the payment sandbox',
  ),
}
