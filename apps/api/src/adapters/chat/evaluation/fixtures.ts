import type { Locale } from '@kelp/core/http'
import type { ProjectDetail } from '@kelp/core/projects'
import type { ChatProject } from '../project'

// Fictional projects for the evaluation: fixed facts, so the expected answers never drift with
// the catalogue. Registry IDs carry "TEST" so they can never be mistaken for real ones.

type Sections = Record<'basic' | 'carbon' | 'beyond' | 'reporting' | 'compliance', number>
const WEIGHTS: Sections = {
  basic: 0.1,
  carbon: 0.4,
  beyond: 0.2,
  reporting: 0.15,
  compliance: 0.15,
}
function sii(overall: number, scores: Sections): ChatProject['sii'] {
  const keys = Object.keys(scores) as (keyof Sections)[]
  return {
    overall,
    sections: keys.map((key) => ({ key, weight: WEIGHTS[key], score: scores[key], criteria: [] })),
  }
}
const texts = (take: string, about = take) => ({
  summary: about,
  about,
  take,
  socio: 'Local jobs.',
  environmental: 'Less open burning.',
})

/** Issued and forward vintages, a registry that issues credits. */
const moor = (de: boolean): ChatProject => ({
  name: 'Moorfeld Biochar',
  country: de ? 'Deutschland' : 'Germany',
  countryCode: 'DE',
  locationLabel: 'Emsland, Germany',
  method: 'biochar',
  type: 'removal',
  developer: 'Moorfeld Carbon',
  standard: 'Puro Standard',
  methodology: 'Puro Standard Biochar Methodology (Edition 2022)',
  permanenceYears: 1000,
  sdgs: [8, 13, 15],
  texts: texts(de ? 'Solide Entnahme mit Messdaten.' : 'Solid removal with measured data.'),
  sii: sii(71, { basic: 90, carbon: 78, beyond: 46, reporting: 70, compliance: 65 }),
  registryKey: 'puro-earth',
  registry: 'Puro.earth',
  registryId: 'PE-TEST-101',
  registryUrl: 'https://registry.puro.earth/projects/PE-TEST-101',
  sources: [],
  purchasable: true,
  vintages: [
    {
      year: 2023,
      status: 'issued',
      expectedDeliveryYear: null,
      creditsAvailable: 120,
      priceCents: 9000,
      demo: false,
    },
    {
      year: 2024,
      status: 'issued',
      expectedDeliveryYear: null,
      creditsAvailable: 50,
      priceCents: 9500,
      demo: false,
    },
    {
      year: 2026,
      status: 'forward',
      expectedDeliveryYear: 2027,
      creditsAvailable: 300,
      priceCents: 8000,
      demo: false,
    },
  ],
})

/** Only forward vintages, no registry: its data comes from a database that is not one. */
const atlas = (de: boolean): ChatProject => ({
  name: 'Atlas Air Capture',
  country: de ? 'Island' : 'Iceland',
  countryCode: 'IS',
  locationLabel: 'Hellisheiði, Iceland',
  method: 'direct-air-capture',
  type: 'removal',
  developer: 'Atlas Capture',
  standard: 'CDR purchase',
  methodology: null,
  permanenceYears: 10000,
  sdgs: [9, 13],
  texts: texts(de ? 'Noch keine ausgegebenen Zertifikate.' : 'No credits issued yet.'),
  sii: sii(58, { basic: 80, carbon: 70, beyond: 45, reporting: 30, compliance: 85 }),
  registryKey: null,
  registry: null,
  registryId: null,
  registryUrl: null,
  sources: [
    { name: 'CarbonPlan CDR Database', url: 'https://carbonplan.org/research/cdr-database' },
  ],
  purchasable: true,
  vintages: [
    {
      year: 2026,
      status: 'forward',
      expectedDeliveryYear: 2027,
      creditsAvailable: 200,
      priceCents: 60000,
      demo: false,
    },
    {
      year: 2028,
      status: 'forward',
      expectedDeliveryYear: 2029,
      creditsAvailable: 1000,
      priceCents: 55000,
      demo: false,
    },
  ],
})

/** Listed for information only: neither issued nor forward credits on offer. */
const rio = (de: boolean): ChatProject => ({
  name: 'Rio Verde REDD+',
  country: de ? 'Brasilien' : 'Brazil',
  countryCode: 'BR',
  locationLabel: 'Acre, Brazil',
  method: 'redd-plus',
  type: 'avoidance',
  developer: 'Rio Verde Florestal',
  standard: 'VCS',
  methodology: 'VM0007 REDD+ Methodology Framework',
  permanenceYears: 30,
  sdgs: [1, 13, 15],
  texts: texts(de ? 'Nur zur Information gelistet.' : 'Listed for information.'),
  sii: sii(49, { basic: 85, carbon: 35, beyond: 60, reporting: 50, compliance: 55 }),
  registryKey: 'verra',
  registry: 'Verra',
  registryId: 'VCS-TEST-2291',
  registryUrl: 'https://registry.verra.org/app/projectDetail/VCS/TEST-2291',
  sources: [],
  purchasable: false,
  vintages: [],
})

/** A whole project detail as the API returns it. */
const kasigau = (de: boolean): ProjectDetail => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'kasigau-test',
  name: 'Kasigau Mangroves',
  countryCode: 'KE',
  country: de ? 'Kenia' : 'Kenya',
  method: 'mangrove',
  type: 'removal',
  score: 63,
  priceCents: 1450,
  creditsAvailable: 3300,
  demo: false,
  imageUrl: '/images/mangrove.jpg',
  lat: -3.8,
  lon: 38.6,
  developer: 'Kasigau Coast Trust',
  locationLabel: 'Kwale, Kenya',
  availability: 'issued',
  registryKey: 'verra',
  registry: 'Verra',
  standard: 'Verified Carbon Standard (VCS)',
  purchaseProgrammes: [],
  notForSale: [],
  activities: [],
  provenance: {},
  registryHistory: null,
  registryId: 'VCS-TEST-1408',
  sources: [],
  purchasable: true,
  registryUrl: 'https://registry.verra.org/app/projectDetail/VCS/TEST-1408',
  documentationUrl: null,
  methodology: 'VM0033 Tidal Wetland and Seagrass Restoration',
  status: 'listed',
  permanenceYears: 100,
  sdgs: [],
  locale: de ? 'de' : 'en',
  // The About text names the verifier as the catalogue's texts do ("Verifier: …").
  texts: de
    ? texts('Küstenschutz mit Mangroven.', 'Mangroven an der Küste. Prüfstelle: Nordcert Test.')
    : texts('Coastal protection with mangroves.', 'Coastal mangroves. Verifier: Nordcert Test.'),
  vintages: [
    {
      year: 2019,
      status: 'issued',
      expectedDeliveryYear: null,
      creditsAvailable: 800,
      priceCents: 1450,
      demo: false,
    },
    {
      year: 2021,
      status: 'issued',
      expectedDeliveryYear: null,
      creditsAvailable: 2500,
      priceCents: 1600,
      demo: false,
    },
  ],
  sii: sii(63, { basic: 95, carbon: 60, beyond: 40, reporting: 75, compliance: 70 }),
})

export const FIXTURES = { moor, atlas, rio, kasigau }
export type FixtureKey = keyof typeof FIXTURES
export const fixture = (key: FixtureKey, locale: Locale) => FIXTURES[key](locale === 'de')
