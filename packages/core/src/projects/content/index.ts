import type { SiiResult } from '../sii'
import { composeAbout, composeSummary } from './about'
import type { ProjectFacts } from './facts'
import { composeEnvironmental, composeSocio } from './impact'
import { composeTake } from './take'

export * from './facts'
export { METHOD_WORDING, SDG_NAMES } from './wording'

export interface ProjectTexts {
  summary: string
  about: string
  take: string
  socio: string
  environmental: string
}

/** A project's texts in both languages, composed from its facts and its SII result only. */
export function composeProjectTexts(
  f: ProjectFacts,
  sii: SiiResult,
): Record<'en' | 'de', ProjectTexts> {
  const compose = (l: 'en' | 'de'): ProjectTexts => ({
    summary: composeSummary(f, l),
    about: composeAbout(f, l),
    take: composeTake(f, sii, l),
    socio: composeSocio(f, l),
    environmental: composeEnvironmental(f, l),
  })
  return { en: compose('en'), de: compose('de') }
}
