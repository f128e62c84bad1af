import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import boundaries, { focusedTests } from './eslint/boundaries.js'
import { siteConfig } from './eslint/site.js'
import { testRules } from './eslint/tests.js'
import { webConfig } from './eslint/web.js'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.data/**',
      '**/.astro/**',
      '**/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', focusedTests],
    },
  },
  // Import boundaries of the API, packages, bench and scripts (eslint/boundaries.js).
  ...boundaries,
  // The web app's hooks, Next.js, accessibility and import-boundary rules (eslint/web.js).
  ...webConfig,
  // The static site's .astro files, islands and imports, and the app-to-app boundary (eslint/site.js).
  ...siteConfig,
  // No fixed sleeps in browser tests, no wall-clock assertions in unit tests (eslint/tests.js).
  ...testRules,
)
