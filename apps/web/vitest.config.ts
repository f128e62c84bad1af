import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

export default defineProject({
  // Same `@/` alias as tsconfig's paths, so unit tests import modules the way the app does.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
  },
})
