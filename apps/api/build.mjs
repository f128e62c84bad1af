// Bundles the API (and the TypeScript sources of @kelp/core) into dist/server.js.
// npm dependencies stay external and are loaded from node_modules at run time.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts', 'src/db/seed/cli.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@kelp/core': '../../packages/core/src' },
  logLevel: 'warning',
})
