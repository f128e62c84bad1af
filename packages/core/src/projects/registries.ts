/**
 * The registries that issue and retire the credits Kelp lists: the one place their names,
 * public project pages and serial-number formats are defined. A data source that issues
 * nothing (the CarbonPlan CDR Database, OffsetsDB) is a source, never a registry.
 */
export const REGISTRY_KEYS = ['verra', 'gold-standard', 'isometric', 'puro-earth'] as const
export type RegistryKey = (typeof REGISTRY_KEYS)[number]

export interface SerialCheck {
  ok: boolean
  /** The first and last credit number the serial carries, where the format has them. */
  range?: { first: number; last: number }
}

export interface Registry {
  key: RegistryKey
  name: string
  /** The registry's own project identifier, as its public pages spell it. */
  projectIdPattern: RegExp
  projectUrl(registryProjectId: string): string
  /** How a serial block of this registry looks (null where only the characters are checked). */
  serialExample: string | null
  checkSerial(serial: string, registryProjectId: string): SerialCheck
}

const digitsOf = (id: string) => id.replace(/^\D+/, '')

/** Verra VCU block: issuance-first-last-VCS-VCU-type-VER-country-sector-project-from-to-flag. */
const VERRA_SERIAL = /^(\d+)-(\d+)-(\d+)-VCS-VCU-\d+-VER-[A-Z]{2}-\d+-(\d+)-\d{8}-\d{8}-[01]$/
/** Gold Standard VER block: GS1-1-country-GSproject-batch-year-issuance-first-last. */
const GOLD_STANDARD_SERIAL = /^GS1-1-[A-Z]{2}-GS(\d+)-\d+-\d{4}-\d+-(\d+)-(\d+)$/
/**
 * Isometric and Puro.earth publish certificate identifiers whose layout the data Kelp holds
 * does not describe; Kelp checks their characters and length only.
 */
const OPAQUE_SERIAL = /^[A-Za-z0-9][A-Za-z0-9._:/-]{5,119}$/

const ranged = (first: string, last: string): SerialCheck => {
  const range = { first: Number(first), last: Number(last) }
  return { ok: range.last >= range.first, range }
}

export const REGISTRIES: Record<RegistryKey, Registry> = {
  verra: {
    key: 'verra',
    name: 'Verra',
    projectIdPattern: /^VCS\d+$/,
    projectUrl: (id) => `https://registry.verra.org/app/projectDetail/VCS/${digitsOf(id)}`,
    serialExample: '11022-276185473-276185672-VCS-VCU-263-VER-ID-14-5962-01012024-31122024-0',
    checkSerial(serial, id) {
      const m = VERRA_SERIAL.exec(serial)
      if (!m || m[4] !== digitsOf(id)) return { ok: false }
      return ranged(m[2]!, m[3]!)
    },
  },
  'gold-standard': {
    key: 'gold-standard',
    name: 'Gold Standard',
    projectIdPattern: /^GS\d+$/,
    projectUrl: (id) => `https://registry.goldstandard.org/projects/details/${digitsOf(id)}`,
    serialExample: 'GS1-1-HT-GS23574-12-2025-24811-1-100',
    checkSerial(serial, id) {
      const m = GOLD_STANDARD_SERIAL.exec(serial)
      if (!m || m[1] !== digitsOf(id)) return { ok: false }
      return ranged(m[2]!, m[3]!)
    },
  },
  isometric: {
    key: 'isometric',
    name: 'Isometric',
    projectIdPattern: /^prj_[0-9A-Z]{16}$/,
    projectUrl: (id) => `https://to.isometric.com/${id}`,
    serialExample: null,
    checkSerial: (serial) => ({ ok: OPAQUE_SERIAL.test(serial) }),
  },
  'puro-earth': {
    key: 'puro-earth',
    name: 'Puro.earth',
    // Puro.earth lists each supplier's facility as a service page: name slug, six-digit id.
    projectIdPattern: /^[a-z0-9]+(?:-[a-z0-9]+)*-\d{6}$/,
    projectUrl: (id) => `https://puro.earth/services/${id}`,
    serialExample: null,
    checkSerial: (serial) => ({ ok: OPAQUE_SERIAL.test(serial) }),
  },
}

export const isRegistryKey = (value: unknown): value is RegistryKey =>
  typeof value === 'string' && (REGISTRY_KEYS as readonly string[]).includes(value)

/** The public page of a project at its registry, or null when the id is not that registry's. */
export function registryProjectUrl(key: RegistryKey, registryProjectId: string): string | null {
  const registry = REGISTRIES[key]
  return registry.projectIdPattern.test(registryProjectId)
    ? registry.projectUrl(registryProjectId)
    : null
}

/**
 * Checks a retirement's serial range against its registry: both ends in the registry's
 * format for this project, and, where the format carries credit numbers, a range that
 * counts exactly `tonnes` credits.
 */
export function checkSerialRange(
  key: RegistryKey,
  registryProjectId: string,
  serialStart: string,
  serialEnd: string,
  tonnes: number,
): 'ok' | 'format' | 'count' {
  const registry = REGISTRIES[key]
  const start = registry.checkSerial(serialStart, registryProjectId)
  const end = registry.checkSerial(serialEnd, registryProjectId)
  if (!start.ok || !end.ok) return 'format'
  if (start.range && end.range) {
    const count = end.range.last - start.range.first + 1
    if (end.range.last < start.range.first || count !== tonnes) return 'count'
  }
  return 'ok'
}

/** How a project's registry listing is shown: name and public page, or nothing at all. */
export function registryListing(key: RegistryKey | null, registryProjectId: string | null) {
  if (!key || !registryProjectId) return { registry: null, registryUrl: null }
  return {
    registry: REGISTRIES[key].name,
    registryUrl: registryProjectUrl(key, registryProjectId),
  }
}
