// Where each shown attribute of a catalogue entry comes from (README: "Provenance").
// A fact names its data set, the record id and when the copy was made; anything Kelp derives
// is a labelled estimate with the rule that made it (ESTIMATE_RULES in packages/core).
import { DATA_SOURCES } from '../../packages/core/src/projects/provenance.ts'

const SOURCE_OF = {
  cdr: 'cdr-database',
  isometric: 'offsets-db',
  'gold-standard': 'offsets-db',
  verra: 'offsets-db',
}

/** The record id a source gives a project: the CDR id, or the registry's project id. */
const recordIdOf = (p) => (p.source === 'cdr' ? p.sourceId : (p.registryId ?? p.sourceId))

/** The provenance of every attribute the project page shows for entry `p`. */
export function provenanceOf(p) {
  const source = SOURCE_OF[p.source]
  const fact = {
    kind: 'source',
    source,
    recordId: recordIdOf(p),
    retrieved: DATA_SOURCES[source].retrieved,
  }
  const estimate = (rule) => ({ kind: 'estimate', rule })
  const provenance = {
    name: fact,
    developer: fact,
    location: fact,
    coordinates: p.locationExact ? fact : estimate('country-centroid'),
    method: fact,
    // CDR records state their mechanism; registry records take their category's type.
    type: p.source === 'cdr' ? fact : estimate('category-type'),
    status: fact,
  }
  if (p.registryKey) provenance.registry = fact
  if (p.standard) provenance.standard = fact
  if (p.methodology) provenance.methodology = fact
  if (p.annualVolumeT > 0) provenance.annualVolume = fact
  if (p.verifier) provenance.verifier = fact
  if (p.sdgs.length > 0) provenance.sdgs = fact
  if (p.permanenceYears !== null) {
    provenance.permanence = p.permanenceFromSource ? fact : estimate('category-permanence')
  }
  return provenance
}
