import { defineProject } from 'vitest/config'

// Run twice by the root config: on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
