export * from './printable'
