export { chatRoutes } from './routes'
