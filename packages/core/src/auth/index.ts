export * from './constants'
export * from './email-rules'
export * from './schemas'
