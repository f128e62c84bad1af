// One catalogue entry per real project, and standards that are standards (README: "Identity").
// Pure functions over the picked source records; build.mjs applies them before pricing.
import { standardOfRegistry } from '../../packages/core/src/projects/standards.ts'

const programmeOf = (p) => (p.source === 'cdr' ? p.standard : null)

/**
 * Standard and methodology come from the registry a project is listed at; the CDR Database's
 * "source" is the purchase programme that selected the project (Microsoft's or Stripe's), kept
 * apart in `purchaseProgrammes`. A project at no registry has no standard.
 */
export function assignStandard(p) {
  const purchaseProgrammes = programmeOf(p) ? [programmeOf(p)] : []
  const standard = p.registryKey ? standardOfRegistry(p.registryKey) : null
  let methodology = p.methodology
  // A Puro.earth service id names its methodology ("biochar-finland-100008": Puro's biochar
  // methodology); Kelp's data names no other.
  if (p.registryKey === 'puro-earth' && p.registryId.startsWith('biochar-')) {
    methodology = 'Puro.earth Biochar Methodology'
  }
  return { ...p, standard, methodology, purchaseProgrammes }
}

/** The same real project: same registry listing, or (unlisted) same developer, country, category. */
function identityKey(p) {
  if (p.registryKey && p.registryId) return `registry:${p.registryKey}:${p.registryId}`
  if (p.source !== 'cdr') return `record:${p.source}:${p.sourceId}`
  return `developer:${p.developer.trim().toLowerCase()}:${p.countryCode}:${p.category}`
}

/** Sites that do not contradict each other: one label names the other ("Reykjavik, Iceland"). */
const norm = (label) => label.trim().toLowerCase()
const sameSite = (a, b) => norm(a).includes(norm(b)) || norm(b).includes(norm(a))

/**
 * Merges the records of one real project into its first record (best rated, as picked): the
 * CDR Database lists a project once per purchase programme that selected it (Carbofex three
 * times under one Puro.earth id). The merged entry names every source record and programme.
 */
export function mergeDuplicates(projects) {
  const byKey = new Map()
  const merged = []
  for (const p of projects) {
    const key = identityKey(p)
    const candidate = byKey.get(key)
    const first =
      candidate &&
      (key.startsWith('registry:') || sameSite(candidate.locationLabel, p.locationLabel))
        ? candidate
        : undefined
    const record = { source: p.source, sourceId: p.sourceId }
    if (!first) {
      const entry = { ...p, sourceRecords: [record] }
      if (!candidate) byKey.set(key, entry)
      merged.push(entry)
      continue
    }
    first.sourceRecords.push(record)
    for (const programme of p.purchaseProgrammes) {
      if (!first.purchaseProgrammes.includes(programme)) first.purchaseProgrammes.push(programme)
    }
  }
  return merged
}

/**
 * A Gold Standard programme of activities and its activities are one project: each activity
 * (VPA) whose programme (PoA) is in the catalogue is listed inside that programme's entry.
 */
export function foldProgrammes(projects, gsRows) {
  const rowOf = new Map(gsRows.map((r) => [r.GSID, r]))
  const poaOf = (p) => {
    if (p.source !== 'gold-standard') return null
    const row = rowOf.get(p.sourceId)
    if (row?.['Programme of Activities'] !== 'VPA') return null
    return String(Math.round(Number(row['POA GSID']))) || null
  }
  const programmes = new Map(
    projects
      .filter(
        (p) =>
          p.source === 'gold-standard' &&
          rowOf.get(p.sourceId)?.['Programme of Activities'] === 'POA',
      )
      .map((p) => [p.sourceId, p]),
  )
  const out = []
  for (const p of projects) {
    const poa = poaOf(p)
    const parent = poa ? programmes.get(poa) : undefined
    if (parent) {
      parent.activities.push({
        registryId: p.registryId,
        name: p.name.replace(/^GS\d+-/, '').trim(),
        status: p.status,
        annualVolumeT: p.annualVolumeT,
      })
      continue
    }
    out.push({ ...p, activities: p.activities ?? [] })
    if (programmes.get(p.sourceId) === p) programmes.set(p.sourceId, out.at(-1))
  }
  return out
}

/** Refuses to write a catalogue that lists one registry id twice. */
export function assertUniqueRegistryIds(catalogue) {
  const seen = new Map()
  for (const p of catalogue) {
    if (!p.registryId) continue
    const key = `${p.registryKey}:${p.registryId}`
    if (seen.has(key))
      throw new Error(`${p.slug} repeats registry id ${p.registryId} of ${seen.get(key)}`)
    seen.set(key, p.slug)
  }
}
