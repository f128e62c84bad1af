export * from './schemas'
export * from './state'
