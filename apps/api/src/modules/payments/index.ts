export { sandboxEndpoints } from './routes'
