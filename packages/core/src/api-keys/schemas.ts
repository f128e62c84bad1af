import { z } from 'zod'
import { API_KEY_MODES, API_KEY_NAME_MAX, API_KEY_SCOPES } from './constants'

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES)
export const apiKeyModeSchema = z
  .enum(API_KEY_MODES)
  .describe('test: sandbox inventory and payment, never live stock; live: real orders')

export const createApiKeyBodySchema = z
  .object({
    name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
    scopes: z
      .array(apiKeyScopeSchema)
      .min(1)
      .max(API_KEY_SCOPES.length)
      .refine((s) => new Set(s).size === s.length, 'Each scope once'),
    mode: apiKeyModeSchema,
  })
  .describe('CreateApiKey')
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    mode: apiKeyModeSchema,
    scopes: z.array(apiKeyScopeSchema),
    shownPrefix: z.string().describe('The start of the secret, to tell keys apart'),
    createdBy: z.string().describe('E-mail of the admin who created it'),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .describe('ApiKey')
export type ApiKey = z.infer<typeof apiKeySchema>

export const createdApiKeySchema = z
  .object({
    key: apiKeySchema,
    secret: z.string().describe('Shown once; Kelp keeps only its SHA-256'),
  })
  .describe('CreatedApiKey')
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) }).describe('ApiKeyList')
export type ApiKeyList = z.infer<typeof apiKeyListSchema>

export const apiKeyParamsSchema = z.object({ id: z.uuid().describe('API key id') })
