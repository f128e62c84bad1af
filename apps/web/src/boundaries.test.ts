import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The repository's own lint configuration (eslint/web.js), run on code that breaks a boundary.
const root = fileURLToPath(new URL('../../..', import.meta.url))
const eslint = new ESLint({ cwd: root })
const src = `${root}apps/web/src`

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((m) => m.ruleId ?? m.message)
}

describe('the web boundaries lint', () => {
  it('fails an import that closes a circle', async () => {
    // The user menu already reaches the auth context through @/features/auth.
    const ids = await ruleIds(
      `${src}/features/auth/auth-context.tsx`,
      "import { UserMenu } from '@/features/shell/navbar/user-menu'\nexport const menu = UserMenu\n",
    )
    expect(ids).toContain('import-x/no-cycle')
  }, 60_000)

  it("fails a feature reaching into another feature's files, and passes its public index", async () => {
    const file = `${src}/features/projects/components/boundary-probe.tsx`
    expect(
      await ruleIds(
        file,
        "import { useAuth } from '@/features/auth/auth-context'\nexport const a = useAuth\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await ruleIds(file, "import { useAuth } from '@/features/auth'\nexport const a = useAuth\n"),
    ).not.toContain('import-x/no-restricted-paths')
  }, 60_000)

  it('fails shared code that uses a feature', async () => {
    const ids = await ruleIds(
      `${src}/lib/boundary-probe.ts`,
      "import { useAuth } from '@/features/auth'\nexport const a = useAuth\n",
    )
    expect(ids).toContain('import-x/no-restricted-paths')
  }, 60_000)
})
