export { createEmitter, type WebhookEvents } from './events'
export { webhookRoutes } from './routes'
