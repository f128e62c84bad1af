export { adminRetirementRoutes } from './retirement-routes'
export { adminRoutes } from './routes'
export { createOffer } from './service'
export { ensureStaff } from './staff'
