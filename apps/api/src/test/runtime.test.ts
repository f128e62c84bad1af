import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../../..')
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
  allowScripts?: Record<string, boolean>
}

describe('Node 24 LTS', () => {
  it('runs the npm scripts: the `node` package is a dev dependency with its script approved', () => {
    expect(pkg.devDependencies.node).toMatch(/^\^24\./)
    // npm 11 runs a dependency's install script only when allowScripts approves it.
    expect(pkg.allowScripts?.node).toBe(true)
    expect(pkg.engines.node).toBe('>=24')
  })

  it('is the Node these tests run on (npm and npx put node_modules/.bin first on PATH)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)
  })
})
