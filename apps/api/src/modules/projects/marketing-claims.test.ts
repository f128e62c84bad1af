import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ProjectMethod, ProjectType } from '@kelp/core/projects'
import { describe, expect, it } from 'vitest'
import { catalogue } from './catalogue'
import { listedInDemo } from './demo-listing'

/**
 * Every sentence the marketing pages and the app say about the catalogue, checked against the
 * built catalogue: what they name as for sale is for sale, and the untrue sentences of the
 * past stay gone. (The figures themselves come from CATALOGUE_FIGURES; catalogue-figures.test.)
 */
const root = resolve(import.meta.dirname, '../../../../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const SITE = 'apps/site/src/content/pages'
const TEXT_FILES = [
  ...['en', 'de'].flatMap((l) =>
    ['buy-credits', 'about', 'customers'].map((page) => `${SITE}/${l}/${page}.md`),
  ),
  'packages/ui/messages/en.json',
  'packages/ui/messages/de.json',
]

const forSale = catalogue.filter(listedInDemo)

/** Sentences that name what the marketplace sells, with the methods they stand for. */
const SELLS: { file: string; sentence: string; type: ProjectType; methods: ProjectMethod[] }[] = [
  ...(['en', 'de'] as const).flatMap((l) => [
    {
      file: `${SITE}/${l}/buy-credits.md`,
      sentence:
        l === 'en'
          ? 'Carbon removal: biochar, afforestation and reforestation, enhanced weathering, direct air capture, river alkalinity enhancement'
          : 'CO₂-Entnahme: Pflanzenkohle, Aufforstung und Wiederaufforstung, beschleunigte Verwitterung, direkte CO₂-Abscheidung aus der Luft, Alkalinitätserhöhung in Flüssen',
      type: 'removal' as const,
      methods: [
        'biochar',
        'afforestation-reforestation',
        'enhanced-weathering',
        'direct-air-capture',
        'ocean',
      ] as ProjectMethod[],
    },
    {
      file: `${SITE}/${l}/buy-credits.md`,
      sentence:
        l === 'en'
          ? 'Carbon avoidance: REDD+ forest protection, coal mine methane use, solar power and electric mobility, efficient district cooling'
          : 'CO₂-Vermeidung: REDD+-Waldschutz, Nutzung von Grubengas, Solarstrom und Elektromobilität, effiziente Fernkälte',
      type: 'avoidance' as const,
      methods: ['redd-plus', 'methane', 'clean-energy', 'refrigerants'] as ProjectMethod[],
    },
    {
      file: `${SITE}/${l}/buy-credits.md`,
      sentence:
        l === 'en'
          ? 'Mixed removal and avoidance: improved agricultural land management'
          : 'Entnahme und Vermeidung: verbesserte landwirtschaftliche Bodenbewirtschaftung',
      type: 'removal-avoidance' as const,
      methods: ['regenerative-agriculture'] as ProjectMethod[],
    },
  ]),
]

/** Sentences that were untrue of the catalogue and must not come back, in either language. */
const UNTRUE = [
  'Only projects with verifiable registry data are listed',
  'Gelistet werden nur Projekte mit überprüfbaren Registerdaten',
  'Only the best projects are listed',
  'Nur die besten Projekte werden gelistet',
  'list only the projects that pass it',
  'listen nur Projekte, die ihn bestehen',
  'refrigerant destruction',
  'Zerstörung von Kältemitteln',
  'made it into the marketplace',
  'schafften es',
  'has passed the Sustainability Integrity Index',
]

describe('marketing claims about the catalogue', () => {
  it.each(SELLS)(
    '$file: "$sentence" names only what is for sale',
    ({ file, sentence, type, methods }) => {
      expect(read(file)).toContain(sentence)
      for (const method of methods) {
        const sold = forSale.filter((p) => p.method === method && p.type === type)
        expect(sold.length, `${method} (${type}) for sale`).toBeGreaterThan(0)
      }
    },
  )

  it('no page or message repeats a sentence the catalogue does not support', () => {
    for (const file of TEXT_FILES) {
      const text = read(file)
      for (const sentence of UNTRUE) expect(text, `${file}: ${sentence}`).not.toContain(sentence)
    }
  })

  it('sells only projects with a registry listing, a recognised standard and the pass mark', () => {
    expect(forSale.length).toBeGreaterThan(0)
    for (const p of forSale) {
      expect(p.registryKey).not.toBeNull()
      expect(p.standard).not.toBeNull()
    }
  })
})
