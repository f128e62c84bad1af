export { apiKeyRoutes } from './routes'
export { API_KEY_SECURITY, registerApiKeyAuth, requireApiCaller } from './plugin'
export type { ApiCaller } from './service'
