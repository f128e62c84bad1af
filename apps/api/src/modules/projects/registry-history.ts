import { registryHistorySchema, type RegistryHistory } from '@kelp/core/projects'
import { z } from 'zod'
import historyJson from '../../db/seed-data/registry-history.json'

/**
 * The registries' published issuances and retirements of catalogue projects (built with the
 * catalogue by scripts/catalogue/registry-history.mjs), by `registryKey:registryId`.
 */
const history = z.record(z.string(), registryHistorySchema).parse(historyJson)

export function registryHistoryOf(
  registryKey: string | null,
  registryId: string | null,
): RegistryHistory | null {
  if (!registryKey || !registryId) return null
  return history[`${registryKey}:${registryId}`] ?? null
}
