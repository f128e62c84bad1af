export { scorecardRoutes } from './routes'
