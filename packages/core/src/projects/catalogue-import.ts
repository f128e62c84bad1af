import { isRecognisedStandard } from './standards'
import { listingDecision, type ListingFacts } from './listing'

/** What the catalogue import checks of each entry before anything is written. */
export interface ImportEntry extends ListingFacts {
  slug: string
  /** The entry claims to be for sale in the marketplace. */
  listedForSale: boolean
}

/**
 * The reasons the import refuses a catalogue, one sentence each; empty when it may be
 * imported: two entries with the same registry id (one real project must be one entry), a
 * standard Kelp does not recognise, and an entry listed for sale that the policy keeps out.
 */
export function catalogueImportProblems(entries: readonly ImportEntry[]): string[] {
  const problems: string[] = []
  const byRegistryId = new Map<string, string>()
  for (const e of entries) {
    if (e.registryKey && e.registryId) {
      const key = `${e.registryKey}:${e.registryId}`
      const first = byRegistryId.get(key)
      if (first) problems.push(`${e.slug}: registry id ${e.registryId} is already ${first}`)
      else byRegistryId.set(key, e.slug)
    }
    if (e.standard !== null && !isRecognisedStandard(e.standard)) {
      problems.push(`${e.slug}: "${e.standard}" is not a recognised standard`)
    }
    const decision = listingDecision(e)
    if (e.listedForSale && !decision.listed) {
      problems.push(`${e.slug}: listed for sale but ${decision.reasons.join(', ')}`)
    }
  }
  return problems
}
