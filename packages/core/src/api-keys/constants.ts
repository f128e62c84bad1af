/** What a key may do; a route names the one scope it needs. */
export const API_KEY_SCOPES = ['catalogue:read', 'orders:write', 'retirements:write'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

/** test keys work on the sandbox inventory and payment; live keys on the real ones. */
export const API_KEY_MODES = ['test', 'live'] as const
export type ApiKeyMode = (typeof API_KEY_MODES)[number]

/** The visible start of a secret, so people and secret scanners can tell keys apart. */
export const API_KEY_PREFIX: Record<ApiKeyMode, string> = {
  test: 'kelp_test_',
  live: 'kelp_live_',
}

/** Random bytes behind each secret (256 bits: a SHA-256 of it needs no salt or slow hash). */
export const API_KEY_SECRET_BYTES = 32

/** How many characters of a secret the list shows to tell keys apart (prefix included). */
export const API_KEY_SHOWN_CHARS = 16

export const API_KEY_NAME_MAX = 80

/** Keys a company may hold at once (revoked ones do not count). */
export const API_KEYS_PER_COMPANY_MAX = 20

/** Requests one key may make per minute; answered with the RateLimit headers. */
export const API_KEY_REQUESTS_PER_MINUTE = 120

/** last_used_at is written at most this often per key, so reads stay cheap. */
export const API_KEY_LAST_USED_PRECISION_MS = 60_000
