export * from './assumptions'
export * from './calculate'
export * from './schemas'
