import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectDetail } from '@kelp/core/projects'
import { createTestApp, type TestContext } from '../../test/app'
import { catalogue } from './catalogue'
import { projectsSeeder } from './seed'

let ctx: TestContext
let details: ProjectDetail[]
beforeAll(async () => {
  ctx = await createTestApp()
  await projectsSeeder.run(ctx.database.db)
  details = []
  for (const p of catalogue) {
    const res = await ctx.app.inject({ url: `/api/projects/${p.slug}` })
    details.push(res.json())
  }
})
afterAll(() => ctx.close())

describe('project facts and their sources', () => {
  it('gives every attribute the page shows a source record or an estimate rule', () => {
    for (const p of details) {
      const shown = ['name', 'developer', 'location', 'coordinates', 'method', 'type', 'status']
      if (p.registryKey) shown.push('registry')
      if (p.standard) shown.push('standard')
      if (p.methodology) shown.push('methodology')
      if (p.permanenceYears !== null) shown.push('permanence')
      if (p.sdgs.length > 0) shown.push('sdgs')
      for (const key of shown) {
        const provenance = p.provenance[key as keyof typeof p.provenance]
        expect(provenance, `${p.slug}: ${key}`).toBeDefined()
        if (provenance?.kind === 'source') {
          expect(provenance.recordId).not.toBe('')
          expect(provenance.retrieved).toMatch(/^\d{4}-\d{2}(-\d{2})?$/)
        }
      }
    }
  })

  it('shows no storage durability for methods that store no carbon, and no made-up SDGs', () => {
    const avoidance = details.filter((p) =>
      ['clean-energy', 'methane', 'refrigerants'].includes(p.method),
    )
    expect(avoidance.length).toBeGreaterThan(0)
    for (const p of avoidance) expect(p.permanenceYears, p.slug).toBeNull()
    for (const p of details) {
      if (p.sdgs.length > 0) expect(p.provenance.sdgs?.kind, p.slug).toBe('source')
    }
  })

  it('keeps the standard apart from the programme that selected the project', () => {
    const carbofex = details.find((p) => p.slug === 'carbofex-tampere-finland')!
    expect(carbofex.standard).toBe('Puro Standard')
    expect(carbofex.purchaseProgrammes).toContain('Microsoft 2021 CDR RFP')
    for (const p of details) expect(p.standard ?? '').not.toMatch(/Microsoft|Stripe|RFP|Purchase/)
    expect(details.filter((p) => p.name.startsWith('Carbofex'))).toHaveLength(1)
  })

  it('lists a programme of activities once, with its activities inside', () => {
    const poa = details.find((p) => p.registryId === 'GS23487')!
    expect(poa.activities.map((a) => a.registryId)).toEqual(['GS23488'])
    expect(details.some((p) => p.registryId === 'GS23488')).toBe(false)
  })

  it("shows the registry's published issuances and retirements by others", () => {
    const humboldt = details.find((p) => p.slug === 'humboldt-sawmill-company-hsc')!
    expect(humboldt.registryHistory?.issuances.length).toBeGreaterThan(0)
    expect(humboldt.registryHistory?.retirements[0]).toMatchObject({
      beneficiary: expect.any(String),
      url: expect.stringMatching(/^https:\/\/to\.isometric\.com\//),
    })
    const unlisted = details.find((p) => p.registryKey === null)!
    expect(unlisted.registryHistory).toBeNull()
  })
})
