export { v1Routes } from './plugin'
export { v1Document, V1_PREFIX } from './document'
