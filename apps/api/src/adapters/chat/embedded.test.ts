import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@kelp/core/http'
import { projectSite } from '@kelp/core/projects'
import { getProject } from '../../modules/projects'
import { projectsSeeder } from '../../modules/projects'
import { demoLotsSeeder } from '../../modules/inventory'
import { createTestApp, type TestContext } from '../../test/app'
import { answerFromData } from './embedded'
import type { ChatProject } from './project'
import { euro, num, tonnes } from './wording'

type P = ChatProject
type Expect = { key: string; says?: (p: P, locale: Locale) => string } | 'unknown' | 'off_topic'
type Case = [question: string, expect: Expect]

const lowest = (p: P) => Math.min(...p.vintages.map((v) => v.priceCents))
const sumAll = (p: P) => p.vintages.reduce((n, v) => n + v.creditsAvailable, 0)
const price = { key: 'price', says: (p: P, l: Locale) => euro(lowest(p), l) }
const perm = { key: 'permanence', says: (p: P, l: Locale) => num(p.permanenceYears ?? 0, l) }
const score = { key: 'score', says: (p: P) => String(p.sii.overall) }
const credits = { key: 'credits', says: (p: P, l: Locale) => tonnes(sumAll(p), l) }
const where = {
  key: 'country',
  says: (p: P) => projectSite(p.locationLabel, p.countryCode) ?? p.country,
}
const dev = { key: 'developer', says: (p: P) => p.developer }
const sdgs = { key: 'sdgs', says: (p: P) => p.sdgs.join(', ') }
const vintages = { key: 'vintages', says: (p: P) => String(p.vintages[0]!.year) }
const cases: Record<Locale, Case[]> = {
  en: [
    ['How much does a tonne cost?', price],
    ['What is the price per tonne?', price],
    ['How long will the carbon stay stored?', perm],
    ['What is the quality score?', score],
    ['How many credits are available?', credits],
    ['Where is the project located?', where],
    ['Who is the developer?', dev],
    ['Which SDGs does it support?', sdgs],
    ['Which vintages can I buy?', vintages],
    ['Is this removal or avoidance?', { key: 'type' }],
    ['What method does it use?', { key: 'method' }],
    ['What are the social benefits for local people?', { key: 'text.socio' }],
    ['How many employees does the developer have?', 'unknown'],
    ['Who is the CEO of the project?', 'unknown'],
    ['Are the credits insured against reversal?', 'unknown'],
    ["What's the weather in Berlin tomorrow?", 'off_topic'],
    ['Tell me a joke about cats', 'off_topic'],
    ['Is it expensive?', price],
    ['In which country is it?', where],
    ['What is the SII?', score],
    ['What does Kelp think about it?', { key: 'text.take' }],
    ['What are the environmental benefits?', { key: 'text.environmental' }],
    ['Who will win the football match tonight?', 'off_topic'],
  ],
  de: [
    ['Was kostet eine Tonne?', price],
    ['Wie hoch ist der Preis?', price],
    ['Wie lange bleibt der Kohlenstoff gespeichert?', perm],
    ['Wie ist die Qualitätsbewertung?', score],
    ['Wie viele Zertifikate sind verfügbar?', credits],
    ['Wo liegt das Projekt?', where],
    ['Wer ist der Entwickler?', dev],
    ['Welche Nachhaltigkeitsziele unterstützt es?', sdgs],
    ['Welche Jahrgänge gibt es?', vintages],
    ['Ist das Entnahme oder Vermeidung?', { key: 'type' }],
    ['Welche Methode nutzt das Projekt?', { key: 'method' }],
    ['Wie viele Mitarbeiter hat der Entwickler?', 'unknown'],
    ['Wie hoch ist der Umsatz des Projekts?', 'unknown'],
    ['Wie wird das Wetter morgen in Berlin?', 'off_topic'],
    ['Schreib mir ein Gedicht über Katzen', 'off_topic'],
    ['Ist es teuer?', price],
    ['In welchem Land ist es?', where],
    ['Wie dauerhaft ist die Speicherung?', perm],
    ['Wie schätzt Kelp das Projekt ein?', { key: 'text.take' }],
    ['Welchen Nutzen hat es für die Umwelt?', { key: 'text.environmental' }],
    ['Wann wurde der Entwickler gegründet?', 'unknown'],
  ],
}

// Issued credits in one vintage; forward credits in two vintages, at Isometric and at Verra.
const SLUGS = [
  'humboldt-sawmill-company-hsc',
  'carboneers-terrafront-high-tech-biochar',
  'tubura-forest-landscape-restoration-program',
]

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
  await projectsSeeder.run(ctx.database.db)
  await demoLotsSeeder.run(ctx.database.db)
})
afterAll(() => ctx.close())

function correct(p: P, locale: Locale, question: string, expected: Expect): boolean {
  const a = answerFromData({ project: p, question, locale, history: [] })
  if (typeof expected === 'string') return a.kind === expected && a.sources.length === 0
  const used = a.kind === 'answer' && a.sources.some((s) => s.key === expected.key)
  return used && (!expected.says || a.reply.includes(expected.says(p, locale)))
}

describe('embedded answerer on the seeded catalogue', () => {
  it('answers at least 90 % of the question/answer pairs correctly, in both languages', async () => {
    const failures: string[] = []
    let total = 0
    for (const slug of SLUGS) {
      for (const locale of ['en', 'de'] as const) {
        const project = await getProject(ctx.app.deps, { slug, locale })
        for (const [question, expected] of cases[locale]) {
          total += 1
          if (!correct(project, locale, question, expected))
            failures.push(`${slug} ${locale}: ${question}`)
        }
      }
    }
    const share = (total - failures.length) / total
    console.info(
      `chat on the seeded catalogue: ${total - failures.length}/${total} correct (${(share * 100).toFixed(1)} %)`,
    )
    if (failures.length) console.info(failures.join('\n'))
    expect(total).toBeGreaterThanOrEqual(40)
    expect(share).toBeGreaterThanOrEqual(0.9)
  })

  it("answers a quantity of one vintage with that vintage's tonnes, not the project total", async () => {
    for (const slug of SLUGS) {
      for (const [locale, ask, short] of [
        [
          'en',
          (q: number, y: number) => `Can I buy ${q} t of the ${y} vintage?`,
          'cannot be fully met',
        ],
        [
          'de',
          (q: number, y: number) => `Kann ich ${q} t vom Jahrgang ${y} kaufen?`,
          'nicht vollständig gedeckt',
        ],
      ] as const) {
        const p = await getProject(ctx.app.deps, { slug, locale })
        const v = p.vintages.at(-1)!
        const a = answerFromData({
          project: p,
          question: ask(sumAll(p) + 1, v.year),
          locale,
          history: [],
        })
        expect(a.reply).toContain(tonnes(v.creditsAvailable, locale))
        expect(a.reply).toContain(short)
        expect(a.sources.map((s) => s.key)).toEqual([`vintage.${v.year}`])
      }
    }
  })

  it('answers in the request language with the facts it used as sources', async () => {
    const p = await getProject(ctx.app.deps, { slug: SLUGS[0]!, locale: 'de' })
    const a = answerFromData({
      project: p,
      question: 'Was kostet eine Tonne?',
      locale: 'de',
      history: [],
    })
    expect(a.reply).toContain('pro Tonne')
    expect(a.sources[0]).toMatchObject({ key: 'price', label: 'Preis' })
  })
})
