// Bundles the API (and the TypeScript sources of @kelp/core) into dist/server.js, with the
// migrate step (dist/migrate.js) and the seed command (dist/seed.js) next to it.
// npm dependencies stay external and are loaded from node_modules at run time. Code splitting
// keeps what server.js imports lazily (the server after tracing, tracing itself) in chunks of
// their own, so their npm imports run only when those chunks load.
import { build } from 'esbuild'

await build({
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/cli/migrate.ts',
    seed: 'src/cli/seed.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node24',
  sourcemap: true,
  packages: 'external',
  alias: { '@kelp/core': '../../packages/core/src' },
  logLevel: 'warning',
})
