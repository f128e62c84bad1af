import type { LocalizedText } from '../../lib/app-error'
import { MAX_WEBHOOK_ENDPOINTS } from '@kelp/core/webhooks'

/** The webhook module's error texts in both product languages. */
export const WT = {
  notHttps: {
    en: 'Webhook endpoints must use HTTPS.',
    de: 'Webhook-Endpunkte müssen HTTPS verwenden.',
  },
  privateAddress: {
    en: 'This address points into a private network; use a public HTTPS address.',
    de: 'Diese Adresse zeigt in ein privates Netz; verwenden Sie eine öffentliche HTTPS-Adresse.',
  },
  tooMany: {
    en: `A company can register at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints.`,
    de: `Ein Unternehmen kann höchstens ${MAX_WEBHOOK_ENDPOINTS} Webhook-Endpunkte anlegen.`,
  },
  endpointMissing: {
    en: 'This webhook endpoint does not exist.',
    de: 'Diesen Webhook-Endpunkt gibt es nicht.',
  },
  deliveryMissing: {
    en: 'This webhook delivery does not exist.',
    de: 'Diese Webhook-Zustellung gibt es nicht.',
  },
  endpointDisabled: {
    en: 'The endpoint is disabled; enable it before replaying a delivery.',
    de: 'Der Endpunkt ist deaktiviert; aktivieren Sie ihn, bevor Sie eine Zustellung wiederholen.',
  },
} satisfies Record<string, LocalizedText>
