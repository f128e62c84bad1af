export * from './constants'
export * from './schemas'
export * from './labels'
export * from './billing'
