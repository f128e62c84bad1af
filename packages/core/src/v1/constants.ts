/** Tonnes of each vintage a test key sees and may order: the sandbox, never live stock. */
export const SANDBOX_TONNES_PER_VINTAGE = 10_000

export const KG_PER_TONNE = 1000
/** The largest quantity one order line or retirement may name (1,000,000 t). */
export const MAX_QUANTITY_KG = 1_000_000_000

/** `metadata` limits (like Stripe's): keys and values are strings. */
export const METADATA_MAX_KEYS = 20
export const METADATA_KEY_MAX = 40
export const METADATA_VALUE_MAX = 500

/** List paging: `limit` defaults to 20 and may be at most 100. */
export const V1_PAGE_DEFAULT = 20
export const V1_PAGE_MAX = 100

/** Serials the sandbox gives its confirmed retirements start with this, never a registry's. */
export const TEST_SERIAL_PREFIX = 'TEST-'

/** Seconds after which the sandbox confirms a test retirement, as a registry would later. */
export const SANDBOX_CONFIRM_SECONDS = 3
