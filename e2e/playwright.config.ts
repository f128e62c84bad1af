import { defineConfig, devices } from '@playwright/test'

const API_PORT = Number(process.env.KELP_E2E_API_PORT ?? 4100)
const WEB_PORT = Number(process.env.KELP_E2E_WEB_PORT ?? 3100)
// Next.js behind the front server, which is the one origin on WEB_PORT (docs/decisions/130).
const NEXT_PORT = Number(process.env.KELP_E2E_NEXT_PORT ?? WEB_PORT + 10)
const dataDir = process.env.KELP_E2E_DATA_DIR ?? '/tmp/kelp-e2e'

// KELP_E2E_BASE_URL points the journeys at a running deployment (e.g. `npm run bench:scale --
// --serve`, two instances of each behind a load balancer) instead of starting servers.
const external = process.env.KELP_E2E_BASE_URL
export const baseURL = external ?? `http://127.0.0.1:${WEB_PORT}`

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  // The 2-core CI machine runs two browsers beside API, web and front server: a journey that
  // signs in, reads the dev mailbox and reloads can take 30 s there without being wrong.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Spinners and pulses stop (theme.css honours the setting): two browsers repainting them
    // for every page left open cost the 2-core machine most of its CPU.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  // The production build (made once by `npm test`) against a fresh embedded database.
  webServer: external
    ? undefined
    : [
        {
          command: 'node apps/api/dist/server.js',
          cwd: '..',
          url: `http://127.0.0.1:${API_PORT}/api/ready`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            NODE_ENV: 'production',
            PORT: String(API_PORT),
            DATA_DIR: dataDir,
            APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
            WEB_ORIGIN: baseURL,
            LOG_LEVEL: 'warn',
            RATE_LIMIT_PER_MINUTE: '100000',
            // A production build on the embedded stand-ins, each chosen on purpose
            // (docs/decisions/110), with the demo company the journeys sign in to.
            EMBEDDED_DATABASE: 'true',
            PAYMENTS_SANDBOX: 'true',
            DEV_MAILBOX: 'true',
            SEED_DEMO_DATA: 'true',
            AUTH_RATE_LIMIT_PER_MINUTE: '100000',
            // Staff for the orbit back-office journey (e2e/tests/orbit-helpers.ts STAFF_EMAIL).
            KELP_BOOTSTRAP_STAFF_EMAIL: 'olga.operator@kelp-ops.example',
          },
        },
        {
          command: `node ../../node_modules/next/dist/bin/next start --port ${NEXT_PORT}`,
          cwd: '../apps/web',
          url: `http://127.0.0.1:${NEXT_PORT}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: { API_ORIGIN: `http://127.0.0.1:${API_PORT}`, NEXT_TELEMETRY_DISABLED: '1' },
        },
        {
          command: 'node scripts/front/serve.mjs',
          cwd: '..',
          url: `${baseURL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            NODE_ENV: 'production',
            PORT: String(WEB_PORT),
            NEXT_ORIGIN: `http://127.0.0.1:${NEXT_PORT}`,
          },
        },
      ],
})
