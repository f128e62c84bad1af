import { listingDecision } from '@kelp/core/projects'
import { demoLotTonnes } from '../inventory'
import type { CatalogueProject } from './catalogue'
import { catalogueContent } from './facts'

/**
 * Whether the listing policy admits a catalogue entry for sale with the demo's lots: stock
 * exists only as supply lots, and the figures the pages state are those of the stock
 * `npm start` serves.
 */
export function listedInDemo(p: CatalogueProject): boolean {
  return listingDecision({
    registryKey: p.registryKey,
    registryId: p.registryId,
    standard: p.standard,
    score: catalogueContent(p).sii.overall,
    lotCredits: demoLotTonnes(p.slug),
  }).listed
}
