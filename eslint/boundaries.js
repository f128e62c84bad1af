// Import boundaries for the API, packages, bench and scripts, enforced by lint so they hold
// without anyone remembering them: no import cycles; packages never reach into apps; an API
// module is used by the rest of the API only through its `index.ts` (so, with no-cycle, modules
// depend on each other one way only); the database layer knows no module; inside a module,
// SQL lives only in its repositories and routes reach them only through services.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import { appZones } from './site.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const api = 'apps/api/src'
const entries = (dir) => readdirSync(`${root}${dir}`).map((name) => `./${dir}/${name}`)
const modules = entries(`${api}/modules`)

/**
 * One zone per module: everything outside it may import only its index (and, for tests, its
 * `testing.ts` fixtures).
 */
const moduleZones = modules.map((mod) => ({
  target: [
    ...entries(api).filter((path) => path !== `./${api}/modules`),
    ...modules.filter((other) => other !== mod),
  ],
  from: mod,
  except: ['./index.ts', './testing.ts'],
  message: 'Import another API module only through its index.ts.',
}))

export const boundaryFiles = [
  'apps/api/**/*.{ts,tsx}',
  'packages/**/*.{ts,tsx}',
  'bench/**/*.{js,mjs,ts}',
  'scripts/**/*.{js,mjs,ts}',
]

export const focusedTests = {
  selector: "CallExpression[callee.property.name='only']",
  message: 'Focused tests must not be committed.',
}

const inRepositories =
  'SQL lives in the module’s repositories (*-repository.ts); call one from here.'

/** Drizzle's query builders, on a database or transaction handle (`db`, `tx`, `deps.db`). */
const handle = (at) => `[${at}.name=/^(db|tx)$/], [${at}.property.name='db']`
const queryBuilders = [
  {
    selector: `CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/]:matches(${handle('callee.object')})`,
    message: inRepositories,
  },
  {
    selector: `MemberExpression[property.name='query']:matches(${handle('object')})`,
    message: inRepositories,
  },
]

/** Tables and drizzle's operators and `sql`; their types may be imported anywhere. */
const sqlImports = [
  { group: ['**/db/schema', '**/db/schema/**'], allowTypeImports: true, message: inRepositories },
  { group: ['drizzle-orm', 'drizzle-orm/**'], allowTypeImports: true, message: inRepositories },
]

/**
 * A service's signature: `(deps, input)`, or `(deps)` when nothing varies per request, or `()`.
 * Applies to exported async functions, declared or as a `const`; the first parameter is named
 * `deps` (the AppDeps it uses), the second is the one input object.
 */
const exportedAsync = [
  'ExportNamedDeclaration > FunctionDeclaration',
  'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ArrowFunctionExpression',
  'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > FunctionExpression',
].map((fn) => `${fn}[async=true]`)
const serviceSignatures = exportedAsync.flatMap((fn) => [
  {
    selector: `${fn}[params.length>2]`,
    message: 'A service takes (deps, input): put the per-request values in one input object.',
  },
  {
    selector: `${fn}[params.length>0]:not([params.0.name='deps'])`,
    message: 'A service takes deps first (AppDeps or a Pick of it), never a bare db or value.',
  },
])

const repositoryImports = {
  group: ['./repository', './*-repository', '../*/repository', '../*/*-repository'],
  message: 'Routes call services; services call repositories.',
}

/**
 * The service contract inside the API's modules (docs/decisions/134-one-service-contract.md):
 * SQL — tables from db/schema, drizzle's operators and `sql`, query builders on a handle —
 * appears only in repositories; tests and their `testing.ts` fixtures may set rows up directly.
 */
const moduleFiles = [`${api}/modules/**/*.ts`, `${api}/modules/**/*.tsx`]

/**
 * Module files that hold no service and keep their own signatures: Fastify plugins and workers
 * take the app, the upload reader the request, the pure helpers (hashing, tokens, content types,
 * the payment provider's call wrapper) their values, the catalogue loaders the database, as
 * seeders do, the sandbox confirmer the app (it starts a queue worker) and the webhook test
 * receiver its own options. A new file is under the service rule unless it is added here with its reason.
 */
const notServices = [
  '**/plugin.ts',
  '**/worker.ts',
  '**/seed.ts',
  'admin/upload.ts',
  'auth/crypto.ts',
  'auth/jwt.ts',
  'contributions/provider-call.ts',
  'documents/file-types.ts',
  'portfolio/view-token.ts',
  'projects/catalogue-sync.ts',
  'projects/content-refresh.ts',
  'v1/receiver.ts',
  'v1/sandbox-confirm.ts',
].map((file) => `${api}/modules/${file}`)
const sqlAllowed = ['**/repository.ts', '**/*-repository.ts', '**/*.test.ts', '**/testing.ts']
export const serviceContract = [
  {
    files: moduleFiles,
    ignores: sqlAllowed,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: sqlImports }],
      'no-restricted-syntax': ['error', focusedTests, ...queryBuilders],
    },
  },
  {
    // Every module file but routes, repositories, tests and the files that hold no service.
    // Repeats the rule's earlier selectors: a later block replaces a rule's options.
    files: moduleFiles,
    ignores: [...sqlAllowed, '**/routes.ts', '**/*-routes.ts', ...notServices],
    rules: {
      'no-restricted-syntax': ['error', focusedTests, ...queryBuilders, ...serviceSignatures],
    },
  },
  {
    files: [`${api}/modules/**/routes.ts`, `${api}/modules/**/*-routes.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...sqlImports, repositoryImports] },
      ],
    },
  },
]

export default [
  {
    files: boundaryFiles,
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts files when it follows imports and sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'Packages are shared by the apps and import nothing from them.',
            },
            {
              target: `./${api}/db`,
              from: `./${api}/modules`,
              message: 'The database layer knows no module; modules register with it instead.',
            },
            ...moduleZones,
            // The API imports no other app (eslint/site.js).
            ...appZones.filter((zone) => zone.target === './apps/api'),
          ],
        },
      ],
    },
  },
  ...serviceContract,
]
