import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import boundaries and the service contract are lint rules (eslint/boundaries.js); these
// prove that they fire, by linting real files of the API with one forbidden line added, so a
// rule that silently stops resolving imports fails here rather than letting cycles back in.
const repoRoot = resolve(import.meta.dirname, '../../../..')
const eslint = new ESLint({ cwd: repoRoot })

async function rulesBroken(file: string, addedImport: string) {
  const filePath = resolve(repoRoot, file)
  const code = `${addedImport}\n${readFileSync(filePath, 'utf8')}`
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.ruleId)
}

describe.skipIf(process.env.KELP_TEST_DB === 'postgres')(
  'import boundaries',
  () => {
    it('accepts the files as they are', async () => {
      expect(await rulesBroken('apps/api/src/modules/orbit/views.ts', '')).toEqual([])
    })

    it('fails a cycle between modules (portfolio already uses orbit)', async () => {
      const rules = await rulesBroken(
        'apps/api/src/modules/orbit/views.ts',
        "import { PT } from '../portfolio'",
      )
      expect(rules).toContain('import-x/no-cycle')
    })

    it("fails an import of another module's internals", async () => {
      const rules = await rulesBroken(
        'apps/api/src/modules/admin/view-link.ts',
        "import '../portfolio/view-token'",
      )
      expect(rules).toContain('import-x/no-restricted-paths')
    })

    it('fails a module imported by the database layer', async () => {
      const rules = await rulesBroken('apps/api/src/db/sequences.ts', "import '../modules/orbit'")
      expect(rules).toContain('import-x/no-restricted-paths')
    })

    it('fails SQL in a service: a table, an operator, a query builder', async () => {
      const service = 'apps/api/src/modules/portfolio/people-service.ts'
      const table = await rulesBroken(service, "import { users } from '../../db/schema'")
      expect(table).toContain('@typescript-eslint/no-restricted-imports')
      const operator = await rulesBroken(service, "import { eq } from 'drizzle-orm'")
      expect(operator).toContain('@typescript-eslint/no-restricted-imports')
      const query = await rulesBroken(
        service,
        'export const firstUser = (deps: Pick<AppDeps, "db">) => deps.db.select().limit(1)',
      )
      expect(query).toContain('no-restricted-syntax')
      const raw = await rulesBroken(
        service,
        'export const read = (tx: AppDeps["db"]) => tx.execute("")',
      )
      expect(raw).toContain('no-restricted-syntax')
    })

    it('accepts row types of tables and SQL in repositories', async () => {
      const rowType =
        "import type { users } from '../../db/schema'\nexport type UserRow = typeof users.$inferSelect"
      expect(
        await rulesBroken('apps/api/src/modules/portfolio/people-service.ts', rowType),
      ).toEqual([])
      const inRepository = await rulesBroken(
        'apps/api/src/modules/portfolio/accept-repository.ts',
        'export const firstUser = (db: Database) => db.select().from(users).limit(1)',
      )
      expect(inRepository).toEqual([])
    })

    it('fails a service that does not take (deps, input)', async () => {
      const service = 'apps/api/src/modules/portfolio/people-service.ts'
      const positional = await rulesBroken(
        service,
        'export async function rename(deps: AppDeps, id: string, name: string) { return [deps, id, name] }',
      )
      expect(positional).toContain('no-restricted-syntax')
      const bareDb = await rulesBroken(
        service,
        'export const findPerson = async (db: Database, input: { id: string }) => [db, input]',
      )
      expect(bareDb).toContain('no-restricted-syntax')
      const contract = await rulesBroken(
        service,
        'export async function rename(deps: Pick<AppDeps, "db">, input: { id: string }) { return [deps, input] }',
      )
      expect(contract).toEqual([])
    })

    it('fails a route that calls a repository instead of a service', async () => {
      const rules = await rulesBroken(
        'apps/api/src/modules/portfolio/routes.ts',
        "import { listRetirements } from './retirement-repository'",
      )
      expect(rules).toContain('@typescript-eslint/no-restricted-imports')
    })

    it('fails an app imported by a shared package', async () => {
      const rules = await rulesBroken(
        'packages/core/src/orbit/index.ts',
        "import '../../../../apps/api/src/lib/format'",
      )
      expect(rules).toContain('import-x/no-restricted-paths')
    })

    it('holds every module file to the service signature, not only *service*.ts', async () => {
      const rules = await rulesBroken(
        'apps/api/src/modules/orbit/views.ts',
        'export const findCart = async (db: Database, input: { id: string }) => [db, input]',
      )
      expect(rules).toContain('no-restricted-syntax')
    })

    it('fails an app imported by another app; the site may use only the web api-client', async () => {
      const intoApi = await rulesBroken(
        'apps/api/src/lib/format.ts',
        "import '../../../web/src/lib/format'",
      )
      expect(intoApi).toContain('import-x/no-restricted-paths')
      const intoSite = await rulesBroken(
        'apps/site/src/lib/figures.ts',
        "import '../../../web/src/lib/format'",
      )
      expect(intoSite).toContain('import-x/no-restricted-paths')
      const apiClient = await rulesBroken(
        'apps/site/src/lib/figures.ts',
        "import '@kelp/web/api-client'",
      )
      expect(apiClient).not.toContain('import-x/no-restricted-paths')
    })
  },
  300_000,
)
