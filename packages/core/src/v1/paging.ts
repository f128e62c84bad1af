import { z } from 'zod'
import { V1_PAGE_DEFAULT, V1_PAGE_MAX } from './constants'

/** `limit` and the opaque `cursor` of every list; unknown query parameters are refused. */
export const v1ListQueryShape = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(V1_PAGE_MAX)
    .default(V1_PAGE_DEFAULT)
    .describe(`Items per page, 1–${V1_PAGE_MAX}`),
  cursor: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('nextCursor of the previous page; omit for the first page'),
}
export const v1ListQuerySchema = z.strictObject(v1ListQueryShape)
export type V1ListQuery = z.infer<typeof v1ListQuerySchema>

/** The envelope of every list: a page of items and where the next page starts. */
export function v1ListSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      data: z.array(item),
      hasMore: z.boolean().describe('More items follow this page'),
      nextCursor: z
        .string()
        .nullable()
        .describe('Pass as cursor for the next page; null at the end'),
    })
    .meta({ id })
}

/** Operations without query parameters still refuse unknown ones. */
export const v1NoQuerySchema = z.strictObject({})
