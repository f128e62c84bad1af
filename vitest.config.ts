import { defineConfig } from 'vitest/config'

const api = './apps/api/vitest.config.ts'

// API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // The worker count is a command-line option (scripts/vitest.mjs): a project with its own
    // config file does not inherit the root's `maxWorkers`, and Vitest's default of one fewer
    // than the cores is a single worker on the 2-core CI machine. Every file has its own app
    // and database (PGlite in memory, or a fresh PostgreSQL database), so files run in parallel.
    projects: [
      'packages/*/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/site/vitest.config.ts',
      'scripts/vitest.config.ts',
      'bench/vitest.config.ts',
      './apps/api/vitest.faults.config.ts',
      {
        extends: api,
        root: './apps/api',
        test: { name: 'api-pglite', env: { KELP_TEST_DB: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: api,
              root: './apps/api',
              test: { name: 'api-postgres', env: { KELP_TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
})
