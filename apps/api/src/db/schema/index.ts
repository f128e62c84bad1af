// Every table, one file per feature. drizzle-kit reads this file to generate migrations.
export * from './audit'
export * from './mail'
export * from './auth'
export * from './planner'
export * from './projects'
export * from './marketing'
export * from './chat'
export * from './course'
