import { z } from 'zod'

/** The one error body every endpoint answers with (product.md §3 "Error response"). */
export const errorResponseSchema = z
  .object({
    message: z.string().describe('Human-readable error in the request locale'),
    field: z
      .string()
      .optional()
      .describe(
        'Present when a request value failed validation: the field the message is about. Forms show such messages at the field; pages show their own text instead.',
      ),
  })
  .describe('Error')

export type ErrorResponse = z.infer<typeof errorResponseSchema>

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
})

const readyChecksSchema = z
  .record(
    z.string(),
    z.object({
      ok: z.boolean(),
      degraded: z
        .literal(true)
        .optional()
        .describe('Working on without it (for example per-instance rate limits without Redis)'),
      detail: z.string().optional().describe('What is wrong'),
    }),
  )
  .describe('Each dependency this instance needs: database, listen, redis, mail, jobQueue')

export const readyResponseSchema = z.object({
  status: z
    .enum(['ready', 'degraded'])
    .describe('degraded: traffic is served, but a dependency is replaced by a stand-in'),
  database: z.enum(['pglite', 'postgres']),
  checks: readyChecksSchema,
})

/** 503 from /api/ready: `message` names every dependency that is down. */
export const notReadyResponseSchema = errorResponseSchema.extend({
  status: z.literal('unavailable'),
  checks: readyChecksSchema,
})

export const standInSchema = z
  .enum(['embedded-database', 'payments-sandbox', 'dev-mailbox', 'demo-sign-in'])
  .describe('An embedded stand-in used instead of a real service')

/** What the web app needs to know about the API's profile (the test-system bar, dev pages). */
export const systemResponseSchema = z.object({
  testSystem: z.boolean().describe('A stand-in other than the embedded database is in use'),
  standIns: z.array(standInSchema),
})
export type SystemResponse = z.infer<typeof systemResponseSchema>
export type StandIn = z.infer<typeof standInSchema>

export const localeSchema = z.enum(['en', 'de']).describe('Content language')
export type Locale = z.infer<typeof localeSchema>
