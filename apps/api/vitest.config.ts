import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Run twice by the root config: on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
export default defineProject({
  // Inside the repository the client is used from its source; the published package is dist/.
  resolve: {
    alias: {
      '@kelp/client': fileURLToPath(new URL('../../packages/client/src/index.ts', import.meta.url)),
    },
  },
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    include: ['src/**/*.test.ts'],
    // Files share a worker and its loaded modules: each builds its own app on its own
    // database, and no file mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
