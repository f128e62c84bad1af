// packages/core ships TypeScript source (its exports point at src/*/index.ts), which Node does not
// run from a workspace package. Bench takes the product's constants and engines from there anyway,
// never from copies: esbuild bundles the entry and Node imports the bundle.
import { Buffer } from 'node:buffer'
import { build } from 'esbuild'
import { root } from '../scripts/lib.mjs'

/** Imports a TypeScript entry (a package subpath or a file) as one bundled module. */
export async function importBundled(entry) {
  const bundle = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  })
  const code = Buffer.from(bundle.outputFiles[0].text).toString('base64')
  return import(`data:text/javascript;base64,${code}`)
}

/** `await importCore('projects')` is `await import('@kelp/core/projects')`. */
export const importCore = (subpath) => importBundled(`@kelp/core/${subpath}`)
