import { z } from 'zod'
import { METADATA_KEY_MAX, METADATA_MAX_KEYS, METADATA_VALUE_MAX } from './constants'

/** The caller's own key-value pairs on an order or retirement: stored and echoed, never read. */
export const v1MetadataSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(METADATA_KEY_MAX, {
        error: `Metadata keys are at most ${METADATA_KEY_MAX} characters.`,
      }),
    z.string().max(METADATA_VALUE_MAX, {
      error: `Metadata values are at most ${METADATA_VALUE_MAX} characters.`,
    }),
  )
  .refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, {
    error: `Metadata has at most ${METADATA_MAX_KEYS} keys.`,
  })
  .describe(
    `Your own key-value pairs (strings; at most ${METADATA_MAX_KEYS} keys of up to ${METADATA_KEY_MAX} characters, values up to ${METADATA_VALUE_MAX}); echoed in answers and webhooks`,
  )
export type V1Metadata = z.infer<typeof v1MetadataSchema>
