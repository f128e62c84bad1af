import type { ApiKey, ApiKeyList, CreateApiKeyBody, CreatedApiKey } from '@kelp/core/api-keys'
import { api } from '@/lib/api-client'

/** The company's API keys (session endpoints for the company admin). */
export const fetchApiKeys = () => api.get<ApiKeyList>('/api/company/api-keys')

export const createApiKey = (body: CreateApiKeyBody) =>
  api.post<CreatedApiKey>('/api/company/api-keys', body)

export const revokeApiKey = (id: string) => api.post<ApiKey>(`/api/company/api-keys/${id}/revoke`)
