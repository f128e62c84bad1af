// The inventory: supply lots and the one ledger every movement of credits is written to.
// Other modules use only this entry: each call takes (deps, input) and runs in the caller's
// transaction when given `{ db: tx }`.
export {
  availableKg,
  companyBalances,
  release,
  reserve,
  sell,
  type Allocation,
  type LedgerDeps,
  type LedgerResult,
  type ReserveInput,
  type SellInput,
  type SettleInput,
} from './ledger-service'
export { lockPoolLots, takeIntoPool, withdrawAvailable } from './pool-service'
export { recordLot, type RecordLotInput } from './lot-service'
export { refreshProjection } from './projection-repository'
export { demoLotsSeeder, demoLotTonnes } from './demo-seed'
export { inventoryAdminRoutes } from './routes'
