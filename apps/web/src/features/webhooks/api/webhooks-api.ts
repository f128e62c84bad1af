import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointBody,
  WebhookDelivery,
  WebhookEndpoint,
} from '@kelp/core/webhooks'
import { api } from '@/lib/api-client'

/** The company admin's webhook endpoints (the API's webhooks module). */
export const fetchEndpoints = () => api.get<{ items: WebhookEndpoint[] }>('/api/webhooks/endpoints')

export const createEndpoint = (body: CreateWebhookEndpointBody) =>
  api.post<CreatedWebhookEndpoint>('/api/webhooks/endpoints', body)

export const setEndpointEnabled = (id: string, enabled: boolean) =>
  api.patch<{ endpoint: WebhookEndpoint }>(`/api/webhooks/endpoints/${id}`, { enabled })

export const deleteEndpoint = (id: string) => api.delete<void>(`/api/webhooks/endpoints/${id}`)

export const fetchDeliveries = (endpointId: string) =>
  api.get<{ items: WebhookDelivery[] }>(`/api/webhooks/endpoints/${endpointId}/deliveries`)

export const replayDelivery = (deliveryId: string) =>
  api.post<{ delivery: WebhookDelivery }>(`/api/webhooks/deliveries/${deliveryId}/replay`)
