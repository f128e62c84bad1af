import { createServer } from 'node:http'
import { createShop } from './shop.js'

const apiKey = process.env.KELP_API_KEY
if (!apiKey) {
  console.error('Set KELP_API_KEY to a key from the Portfolio Manager (a kelp_test_… key is safe).')
  process.exit(1)
}

const shop = createShop({
  apiKey,
  kelpOrigin: process.env.KELP_ORIGIN ?? 'http://localhost:3000',
  webhookSecret: process.env.KELP_WEBHOOK_SECRET,
})
const port = Number(process.env.PORT ?? 5080)
createServer(shop.handle).listen(port, () => {
  console.log(`Example shop at http://localhost:${port}`)
})
