export { devMailRoutes } from './routes'
