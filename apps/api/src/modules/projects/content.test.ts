import { describe, expect, it } from 'vitest'
import type { ProjectFacts } from '@kelp/core/projects'
import { catalogue } from './catalogue'
import { catalogueContent, catalogueFacts } from './facts'

const YEAR = 2026
const all = catalogue.map((p) => ({ p, facts: catalogueFacts(p), ...catalogueContent(p, YEAR) }))

/** A project's facts without what only identifies it (name, ids, derived map position, offers). */
function substance(f: ProjectFacts) {
  const { name: _n, registryId: _r, lat: _la, lon: _lo, vintages, sources, ...rest } = f
  return { ...rest, vintageYears: vintages.map((v) => v.year), sources: sources.map((s) => s.name) }
}

describe('catalogue content composed from each project’s facts', () => {
  it('gives no two projects the same take unless their facts are the same', () => {
    for (const lang of ['en', 'de'] as const) {
      const byTake = new Map<string, (typeof all)[number][]>()
      for (const x of all)
        byTake.set(x.texts[lang].take, [...(byTake.get(x.texts[lang].take) ?? []), x])
      for (const group of byTake.values())
        for (const other of group.slice(1))
          expect(substance(other.facts), other.p.slug).toEqual(substance(group[0]!.facts))
      // Most projects differ; the few shared takes are true duplicates in the sources.
      expect(byTake.size).toBeGreaterThan(all.length * 0.95)
    }
  })

  it('scores projects of one method differently where their data differ', () => {
    // Who develops a project and how large it is identify it; the engine scores whether they
    // are known, not the name or the size.
    const quality = (f: ProjectFacts) => ({
      ...substance(f),
      developer: f.developer.trim() !== '',
      annualVolumeT: f.annualVolumeT > 0,
    })
    const methods = new Set(all.map((x) => x.p.method))
    for (const method of methods) {
      const group = all.filter((x) => x.p.method === method)
      const facts = new Set(group.map((x) => JSON.stringify(quality(x.facts))))
      const scores = new Set(group.map((x) => JSON.stringify(x.sii)))
      if (facts.size > 1) expect(scores.size, method).toBeGreaterThan(1)
    }
  })

  it('writes every text in English and German, and claims only what the data holds', () => {
    for (const { p, facts, texts, sii } of all) {
      for (const lang of ['en', 'de'] as const) {
        for (const text of Object.values(texts[lang])) expect(text.length).toBeGreaterThan(20)
      }
      expect(texts.de.about).not.toBe(texts.en.about)
      const en = Object.values(texts.en).join(' ')
      // A registry is named only when one lists the project, and never a database.
      if (facts.registry) expect(texts.en.summary).toContain(`Registry: ${facts.registry}`)
      else expect(en).toContain('No carbon registry lists it')
      expect(en).not.toMatch(/Registry: CarbonPlan/)
      // Goals are credited to the registry only when it lists them.
      if (!p.sdgsFromRegistry) expect(en).not.toContain('The registry lists')
      if (p.annualVolumeT === 0) expect(en).not.toContain('t a year')
      if (p.issuedCredits === 0) expect(en).not.toMatch(/credits (have been )?issued/)
      if (!p.verifier) expect(en).not.toContain('Verifier:')
      expect(texts.en.take).toContain(`SII ${sii.overall}`)
    }
  })
})
