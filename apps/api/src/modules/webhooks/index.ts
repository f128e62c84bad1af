export { registerWebhookEvents, type WebhookEvents } from './events'
export { webhookRoutes } from './routes'
