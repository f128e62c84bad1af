import type { ApiKey, ApiKeyList, CreateApiKeyBody, CreatedApiKey } from '@kelp/core/api-keys'
import { api } from '@/lib/api-client'
import { apiQuery } from '@/lib/query'

/** The company's API keys (session endpoints for the company admin). */
export const apiKeysQuery = (locale: string) =>
  apiQuery<ApiKeyList>('/api/company/api-keys', { locale })

export const createApiKey = (body: CreateApiKeyBody) =>
  api.post<CreatedApiKey>('/api/company/api-keys', body)

export const revokeApiKey = (id: string) => api.post<ApiKey>(`/api/company/api-keys/${id}/revoke`)
