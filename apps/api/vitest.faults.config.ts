import { defineProject } from 'vitest/config'

// The fault suite: real Redis, PostgreSQL, SMTP, S3 and Stripe stand-ins that the tests start,
// stop and restart themselves (docs/operations.md). Part of `npm test`; `npm run test:faults` alone.
export default defineProject({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    name: 'faults',
    include: ['src/test/faults/**/*.faults.ts'],
    env: { KELP_TEST_DB: 'pglite' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
