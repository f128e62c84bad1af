import { readdirSync } from 'node:fs'
import nextPlugin from '@next/eslint-plugin-next'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { appZones } from './site.js'

/**
 * The web app's rules: React hooks, Next.js (core web vitals), accessibility, and its import
 * boundaries. Pages (app/) may use any feature; shared code (components, lib, config, i18n,
 * security) uses no feature and no page; a feature uses another feature only through that
 * feature's public `index.ts` (and `server.ts` for server-only code, kept out of client
 * bundles); nothing imports in a circle.
 */
const WEB = 'apps/web'
const FILES = [`${WEB}/**/*.{ts,tsx}`]
const features = readdirSync(new URL(`../${WEB}/src/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const SHARED = ['components', 'lib', 'config', 'i18n', 'security']

const zones = [
  // The web app imports no other app (eslint/site.js).
  ...appZones.filter((zone) => zone.target === `./${WEB}`),
  ...SHARED.map((dir) => ({
    target: `./${WEB}/src/${dir}`,
    from: [`./${WEB}/src/features`, `./${WEB}/src/app`],
    message: 'Shared web code uses no feature and no page: move what both need into shared code.',
  })),
  {
    target: `./${WEB}/src/features`,
    from: `./${WEB}/src/app`,
    message: 'A feature does not import a page.',
  },
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./${WEB}/src/features/${feature}`,
        from: `./${WEB}/src/features/${other}`,
        except: ['./index.ts', './server.ts'],
        message: `Use the ${other} feature through its public entry: @/features/${other} (or @/features/${other}/server for server-only code).`,
      })),
  ),
]

/** React components shared with the static site follow the same hooks and accessibility rules. */
const SHARED_UI = ['packages/ui/**/*.{ts,tsx}']

export const webConfig = [
  {
    files: [...FILES, ...SHARED_UI],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: SHARED_UI,
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: FILES,
    plugins: { '@next/next': nextPlugin, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      next: { rootDir: WEB },
      // Which files import-x parses to follow imports (TypeScript's); without them no cycle is seen.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${WEB}/tsconfig.json` }),
      ],
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // A labelled scrollable region (a wide table) must take focus so the keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
]
