export * from './errors'
export * from './schemas'
export * from './constants'
export * from './mix'
