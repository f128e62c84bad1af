export * from './constants'
export * from './schemas'
export * from './vat'
export * from './purchase'
