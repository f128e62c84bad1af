export * from './ledger'
export * from './lots'
