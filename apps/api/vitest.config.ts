import { defineProject } from 'vitest/config'

// Run twice by the root config: on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    // Soak suites (over 3 minutes, e.g. crash recovery) run in `npm run test:soak` only.
    exclude: process.env.KELP_SOAK ? [] : ['src/**/*.soak.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
