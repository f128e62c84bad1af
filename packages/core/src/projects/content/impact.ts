import { reversalRisk } from '../reversal-risk'
import type { ProjectFacts } from './facts'
import { formatNumber, joinList, sentences, type Lang } from './format'
import { methodWording, SDG_NAMES, SOCIAL_SDGS } from './wording'

const goals = (l: Lang, sdgs: number[]) =>
  joinList(
    l,
    sdgs.map((n) => `${n} (${SDG_NAMES[l][n - 1] ?? ''})`),
  )

/** Impact on people: the development goals the data names, and how well they are evidenced. */
export function composeSocio(f: ProjectFacts, l: Lang): string {
  const en = l === 'en'
  const social = f.sdgs.filter((n) => SOCIAL_SDGS.has(n))
  const method = methodWording(f.method)?.[l].name ?? f.method
  if (social.length === 0)
    return en
      ? 'The data names no social development goals for this project.'
      : 'Die Daten nennen für dieses Projekt keine sozialen Entwicklungsziele.'
  if (f.sdgsFromRegistry)
    return en
      ? `The registry lists ${f.sdgs.length} Sustainable Development Goals for this project; those about people are SDG ${goals(l, social)}.`
      : `Das Register nennt für dieses Projekt ${f.sdgs.length} Ziele für nachhaltige Entwicklung; die Menschen betreffenden sind SDG ${goals(l, social)}.`
  return en
    ? `No registry lists development goals for this project. Goals typical of the method (${method}) are SDG ${goals(l, social)}; they are not confirmed for this one.`
    : `Kein Register nennt Entwicklungsziele für dieses Projekt. Typisch für die Methode ${method} sind SDG ${goals(l, social)}; für dieses Projekt sind sie nicht bestätigt.`
}

const storage = {
  en: {
    low: 'rock, minerals or stable char',
    medium: 'the ocean',
    high: 'living biomass, soils or peat',
  },
  de: {
    low: 'Gestein, Mineralen oder stabiler Kohle',
    medium: 'dem Ozean',
    high: 'lebender Biomasse, Böden oder Torf',
  },
}
const riskWord = {
  en: { low: 'low', medium: 'medium', high: 'high' },
  de: { low: 'gering', medium: 'mittel', high: 'hoch' },
}

/** Impact on the climate and ecosystems: what is removed or avoided, for how long, at what risk. */
export function composeEnvironmental(f: ProjectFacts, l: Lang): string {
  const en = l === 'en'
  const risk = reversalRisk(f.method)
  const years = formatNumber(l, f.permanenceYears)
  const ecological = f.sdgs.filter((n) => !SOCIAL_SDGS.has(n) && n !== 13)
  const kind = {
    removal: en ? 'It removes CO₂ from the atmosphere.' : 'Es entnimmt CO₂ aus der Atmosphäre.',
    avoidance: en
      ? `It avoids emissions that would otherwise occur${risk ? ' by keeping a carbon stock in place' : '; it stores no carbon'}.`
      : `Es vermeidet Emissionen, die sonst entstünden${risk ? ', indem es einen Kohlenstoffspeicher erhält' : '; es speichert keinen Kohlenstoff'}.`,
    'removal-avoidance': en
      ? 'It both removes CO₂ and avoids emissions.'
      : 'Es entnimmt CO₂ und vermeidet zugleich Emissionen.',
  }[f.type]
  const durability =
    risk &&
    (f.permanenceFromSource
      ? en
        ? `Its source puts the durability of storage at about ${years} years.`
        : `Die Quelle beziffert die Dauerhaftigkeit der Speicherung auf etwa ${years} Jahre.`
      : en
        ? `The data gives no durability for this project; Kelp's reference for the method is ${years} years.`
        : `Die Daten nennen keine Dauerhaftigkeit für dieses Projekt; Kelps Referenzwert für die Methode sind ${years} Jahre.`)
  const reversal =
    risk &&
    (en
      ? `The carbon is held in ${storage.en[risk]}, so the risk of reversal is ${riskWord.en[risk]}.`
      : `Der Kohlenstoff liegt in ${storage.de[risk]}, das Umkehrrisiko ist daher ${riskWord.de[risk]}.`)
  const sdgs =
    ecological.length > 0 &&
    (en
      ? `${f.sdgsFromRegistry ? 'The registry lists' : 'Typical of the method, not confirmed here:'} SDG ${goals(l, ecological)}.`
      : `${f.sdgsFromRegistry ? 'Das Register nennt' : 'Methodentypisch, hier nicht bestätigt:'} SDG ${goals(l, ecological)}.`)
  return sentences([kind, durability, reversal, sdgs])
}
