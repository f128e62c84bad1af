export { listAudit, writeAudit } from './repository'
