import { fileURLToPath } from 'node:url'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import astro from 'eslint-plugin-astro'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'

/**
 * The static site (apps/site) under the same rules as the web app: its `.astro` pages and
 * layouts by eslint-plugin-astro (with its accessibility rules), its Preact islands by the
 * hooks and accessibility rules, and its imports by no-cycle and the app boundaries below.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const SITE = 'apps/site'

/**
 * Apps do not import each other: what two apps share lives in a package. One exception: the
 * site's islands still call the API through the web app's `api-client.ts` (`@kelp/web/api-client`)
 * until the site has a client of its own; nothing else of the web app may be imported.
 */
const APPS = ['api', 'site', 'web']
const SHARED_FROM_WEB = { site: ['./src/lib/api-client.ts'] }
export const appZones = APPS.flatMap((app) =>
  APPS.filter((other) => other !== app).map((other) => ({
    target: `./apps/${app}`,
    from: `./apps/${other}`,
    ...(other === 'web' && SHARED_FROM_WEB[app] ? { except: SHARED_FROM_WEB[app] } : {}),
    message: `An app does not import another app (apps/${other}): move what both need into a package.`,
  })),
)

export const siteConfig = [
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'],
  {
    files: [`${SITE}/src/**/*.{ts,tsx}`],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [`${SITE}/src/**/*.tsx`],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // As in the web app: a labelled scrollable region must take focus so the keyboard scrolls it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: [`${SITE}/**/*.{ts,tsx,mjs}`, `${SITE}/**/*.astro`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.astro'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${SITE}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: appZones }],
    },
  },
]
