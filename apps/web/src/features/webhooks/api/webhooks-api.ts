import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointBody,
  WebhookDelivery,
  WebhookEndpoint,
} from '@kelp/core/webhooks'
import { api } from '@/lib/api-client'
import { apiKey, apiQuery } from '@/lib/query'

/** Every webhooks read: a write invalidates this prefix. */
export const webhooksKey = apiKey('/api/webhooks')

/** The company admin's webhook endpoints (the API's webhooks module). */
export const endpointsQuery = (locale: string) =>
  apiQuery<{ items: WebhookEndpoint[] }>('/api/webhooks/endpoints', { locale })

export const createEndpoint = (body: CreateWebhookEndpointBody) =>
  api.post<CreatedWebhookEndpoint>('/api/webhooks/endpoints', body)

export const setEndpointEnabled = (id: string, enabled: boolean) =>
  api.patch<{ endpoint: WebhookEndpoint }>(`/api/webhooks/endpoints/${id}`, { enabled })

export const deleteEndpoint = (id: string) => api.delete<void>(`/api/webhooks/endpoints/${id}`)

export const deliveriesQuery = (endpointId: string, locale: string) =>
  apiQuery<{ items: WebhookDelivery[] }>(`/api/webhooks/endpoints/${endpointId}/deliveries`, {
    locale,
  })

export const replayDelivery = (deliveryId: string) =>
  api.post<{ delivery: WebhookDelivery }>(`/api/webhooks/deliveries/${deliveryId}/replay`)
