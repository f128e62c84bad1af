// Runs the front server: `node scripts/front/serve.mjs` with PORT, NEXT_ORIGIN and STATIC_DIR.
import { join } from 'node:path'
import { root } from '../lib.mjs'
import { createFrontServer } from './server.mjs'

const port = Number(process.env.PORT ?? 3000)
const { server, staticPaths } = createFrontServer({
  staticDir: process.env.STATIC_DIR ?? join(root, 'apps/site/dist'),
  upstream: process.env.NEXT_ORIGIN ?? 'http://127.0.0.1:3001',
  production: process.env.NODE_ENV === 'production',
})
server.listen(port, () => {
  console.log(`front: ${staticPaths.length} static paths on :${port}, the rest to Next.js`)
})
