import type { Env } from '../../config/env'
import type { Database } from '../../db/client'
import { createSandbox, sandboxWebhookSecret, type Deliver, type Sandbox } from './sandbox'
import { createStripeProvider } from './stripe'
import type { PaymentsProvider } from './types'

export * from './types'
export { signPayload, verifyEvent } from './signature'
export type { Sandbox, SandboxSessionRow } from './sandbox'

export interface Payments {
  provider: PaymentsProvider
  /** The embedded sandbox's own operations; undefined when Stripe is configured. */
  sandbox?: Sandbox
}

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the sandbox. */
export function createPayments(env: Env, db: Database, deliver: Deliver): Payments {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return {
      provider: createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
        timeoutMs: env.STRIPE_TIMEOUT_MS,
      }),
    }
  }
  const sandbox = createSandbox(db, sandboxWebhookSecret(env.APP_SECRET), deliver)
  return { provider: sandbox.provider, sandbox }
}
