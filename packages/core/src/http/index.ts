import { z } from 'zod'

/** The one error body every endpoint answers with (spec §3 "Error response"). */
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

export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
})

export const localeSchema = z.enum(['en', 'de']).describe('Content language')
export type Locale = z.infer<typeof localeSchema>
