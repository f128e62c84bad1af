import type { LocalizedText } from '../../lib/app-error'

/** The API key texts, in both product languages. */
export const KT = {
  missingKey: {
    en: 'Send your API key as "Authorization: Bearer kelp_live_…" (or kelp_test_…).',
    de: 'Senden Sie Ihren API-Schlüssel als „Authorization: Bearer kelp_live_…“ (oder kelp_test_…).',
  },
  invalidKey: {
    en: 'This API key is not valid.',
    de: 'Dieser API-Schlüssel ist ungültig.',
  },
  revokedKey: {
    en: 'This API key has been revoked.',
    de: 'Dieser API-Schlüssel wurde widerrufen.',
  },
  missingScope: (scope: string): LocalizedText => ({
    en: `This API key lacks the scope "${scope}".`,
    de: `Diesem API-Schlüssel fehlt die Berechtigung „${scope}“.`,
  }),
  notFound: {
    en: 'This API key does not exist.',
    de: 'Diesen API-Schlüssel gibt es nicht.',
  },
  alreadyRevoked: {
    en: 'This API key is already revoked.',
    de: 'Dieser API-Schlüssel ist bereits widerrufen.',
  },
  tooMany: (max: number): LocalizedText => ({
    en: `A company can hold at most ${max} active API keys. Revoke one first.`,
    de: `Ein Unternehmen kann höchstens ${max} aktive API-Schlüssel haben. Widerrufen Sie zuerst einen.`,
  }),
} satisfies Record<string, LocalizedText | ((...args: never[]) => LocalizedText)>
