/** Tonnes of each vintage a test key sees and may order: the sandbox, never live stock. */
export const SANDBOX_TONNES_PER_VINTAGE = 10_000
