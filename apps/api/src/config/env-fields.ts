import { z } from 'zod'

/** A true/false variable ('true', 'false', '1' or '0') with its default. */
export const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((v) => v === 'true' || v === '1')
/** A flag whose default depends on other keys (resolved in env.ts's transform). */
export const optionalFlag = z.enum(['true', 'false', '1', '0']).optional()
