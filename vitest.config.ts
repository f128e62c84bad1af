import { defineConfig } from 'vitest/config'

const api = './apps/api/vitest.config.ts'

// API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/web/vitest.config.ts',
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
