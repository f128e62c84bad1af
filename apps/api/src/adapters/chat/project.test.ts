import { describe, expect, it } from 'vitest'
import type { ProjectDetail } from '@kelp/core/projects'
import { toChatProject } from './project'

const detail = (registry: string, registryId: string, registryUrl: string) =>
  ({
    name: 'P',
    registry,
    registryId,
    registryUrl,
    vintages: [
      { year: 2023, creditsAvailable: 10, priceCents: 1000 },
      { year: 2024, creditsAvailable: 0, priceCents: 1100 },
    ],
  }) as unknown as ProjectDetail

describe('toChatProject', () => {
  it('keeps a registry that issues credits, with its id and link', () => {
    const p = toChatProject(detail('Verra', 'VCS-1', 'https://registry.verra.org/x'))
    expect(p).toMatchObject({
      registryKey: 'verra',
      registry: 'Verra',
      registryId: 'VCS-1',
      registryUrl: 'https://registry.verra.org/x',
      sources: [],
      purchasable: true,
    })
  })

  it('names a data source that is not a registry as a source, never as the registry', () => {
    const url = 'https://carbonplan.org/research/cdr-database'
    const p = toChatProject(detail('CarbonPlan CDR Database', 'STRP017', url))
    expect(p).toMatchObject({ registryKey: null, registry: null, registryId: null })
    expect(p.sources).toEqual([{ name: 'CarbonPlan CDR Database', url }])
  })

  it('counts every vintage of today’s data as issued, without a delivery year', () => {
    const p = toChatProject(detail('Verra', 'VCS-1', 'u'))
    expect(p.vintages.map((v) => [v.year, v.status, v.expectedDeliveryYear])).toEqual([
      [2023, 'issued', null],
      [2024, 'issued', null],
    ])
  })
})
