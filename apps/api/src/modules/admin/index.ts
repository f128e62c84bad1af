export { adminRetirementRoutes } from './retirement-routes'
export { adminRoutes } from './routes'
export { createOffer } from './service'
export { ensureStaff } from './staff'
export { localBootstrapRoutes } from './bootstrap-routes'
export {
  BOOTSTRAP_TOKEN_HEADER,
  newBootstrapToken,
  readBootstrapFile,
  writeBootstrapFile,
} from './bootstrap-file'
