import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import boundaries are lint rules (eslint/boundaries.js); these prove that they fire, by
// linting real files of the API with one forbidden import added, so a rule that silently stops
// resolving imports fails here rather than letting cycles back in.
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

    it('fails an app imported by a shared package', async () => {
      const rules = await rulesBroken(
        'packages/core/src/orbit/index.ts',
        "import '../../../../apps/api/src/lib/format'",
      )
      expect(rules).toContain('import-x/no-restricted-paths')
    })
  },
  300_000,
)
