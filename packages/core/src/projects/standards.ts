import type { RegistryKey } from './registries'

/**
 * The carbon-crediting standards Kelp recognises: the programme whose rules a project's
 * credits are issued under. A buyer's purchase programme ("Microsoft 2021 CDR RFP") or a
 * data source is never a standard; it goes to `purchaseProgrammes`.
 */
export const RECOGNISED_STANDARDS = {
  'Verified Carbon Standard (VCS)': 'verra',
  'Gold Standard for the Global Goals': 'gold-standard',
  'Isometric Standard': 'isometric',
  'Puro Standard': 'puro-earth',
} as const satisfies Record<string, RegistryKey>
export type RecognisedStandard = keyof typeof RECOGNISED_STANDARDS

export function isRecognisedStandard(name: string): name is RecognisedStandard {
  return Object.hasOwn(RECOGNISED_STANDARDS, name)
}

/** The standard a registry issues under (each registry Kelp knows runs exactly one). */
export function standardOfRegistry(key: RegistryKey): RecognisedStandard {
  const entry = Object.entries(RECOGNISED_STANDARDS).find(([, registry]) => registry === key)
  return entry![0] as RecognisedStandard
}
