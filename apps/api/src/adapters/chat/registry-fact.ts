import type { Locale } from '@kelp/core/http'
import type { ChatProject } from './project'
import { list, type Draft } from './wording'

const TERMS =
  'registry registered registration id number standard certified certification issued issues ' +
  'source sources data register registriert registrierung nummer zertifiziert zertifizierung ' +
  'quelle quellen daten'
const LABEL = { en: 'Registry', de: 'Register' }

/** The registry that issues the credits, or plainly none, with the data sources named as such. */
export function registryDraft(p: ChatProject, locale: Locale): Draft {
  if (!p.registry) {
    const names = list(
      p.sources.map((s) => s.name),
      locale,
    )
    const many = p.sources.length > 1
    const from = !names
      ? { en: '', de: '' }
      : {
          en: ` Its data comes from ${names}, which ${many ? 'are not registries' : 'is not a registry'}.`,
          de: ` Die Daten stammen aus ${names}, ${many ? 'die keine Register sind' : 'das kein Register ist'}.`,
        }
    const sentence = {
      en: `Kelp's data names no registry that issues credits for ${p.name}, so there is no registry ID.${from.en}`,
      de: `Kelps Daten nennen kein Register, das Zertifikate für ${p.name} ausgibt, daher gibt es keine Register-ID.${from.de}`,
    }
    return ['registry', LABEL, '—', sentence, TERMS, true]
  }
  const link = p.registryUrl ? ` (${p.registryUrl})` : ''
  const sentence = p.registryId
    ? {
        en: `${p.name} is registered with ${p.registry} under ID ${p.registryId}${link}, standard ${p.standard}.`,
        de: `${p.name} ist bei ${p.registry} unter der ID ${p.registryId}${link} registriert, Standard ${p.standard}.`,
      }
    : {
        en: `${p.name} is registered with ${p.registry}${link}, standard ${p.standard}; Kelp's data gives no registry ID.`,
        de: `${p.name} ist bei ${p.registry}${link} registriert, Standard ${p.standard}; Kelps Daten nennen keine Register-ID.`,
      }
  return ['registry', LABEL, `${p.registry} (${p.registryId ?? '—'})`, sentence, TERMS]
}
