import type { AppDeps } from '../../deps'

/**
 * What the contribution services use of the app's dependencies (the webhook also hands a
 * self-service order's events to orbit, which delivers credits and files the invoice).
 */
export type ContributionDeps = Pick<
  AppDeps,
  'db' | 'env' | 'mailer' | 'payments' | 'log' | 'events' | 'seller' | 'storage' | 'now'
>
