// Every table, one file per feature. drizzle-kit reads this file to generate migrations.
export * from './audit'
