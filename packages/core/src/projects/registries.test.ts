import { describe, expect, it } from 'vitest'
import { checkSerialRange, isRegistryKey, REGISTRIES, registryProjectUrl } from './registries'

describe('registry project pages', () => {
  it('builds the Verra page from the VCS id', () => {
    expect(registryProjectUrl('verra', 'VCS5962')).toBe(
      'https://registry.verra.org/app/projectDetail/VCS/5962',
    )
  })
  it('builds the Gold Standard page from the GS id', () => {
    expect(registryProjectUrl('gold-standard', 'GS23574')).toBe(
      'https://registry.goldstandard.org/projects/details/23574',
    )
  })
  it('builds the Isometric page from the project id', () => {
    expect(registryProjectUrl('isometric', 'prj_1K39D0N8S1S0TMKX')).toBe(
      'https://to.isometric.com/prj_1K39D0N8S1S0TMKX',
    )
  })
  it('builds the Puro.earth page from the service id', () => {
    expect(registryProjectUrl('puro-earth', 'biochar-finland-100008')).toBe(
      'https://puro.earth/services/biochar-finland-100008',
    )
  })
  it('gives no page for an id in another registry’s format', () => {
    expect(registryProjectUrl('verra', 'GS23574')).toBeNull()
    expect(registryProjectUrl('gold-standard', 'VCS5962')).toBeNull()
    expect(registryProjectUrl('isometric', 'XJ4Y')).toBeNull()
    expect(registryProjectUrl('puro-earth', 'MSFT120')).toBeNull()
  })
  it('knows registries, not data sources', () => {
    expect(isRegistryKey('verra')).toBe(true)
    expect(isRegistryKey('CarbonPlan CDR Database')).toBe(false)
    expect(isRegistryKey('carbonplan-cdr')).toBe(false)
  })
})

describe('serial ranges', () => {
  const verra = (first: number, last: number, project = 5962) =>
    `11022-${first}-${last}-VCS-VCU-263-VER-ID-14-${project}-01012024-31122024-0`
  it('accepts a Verra block of the project that counts the retired tonnes', () => {
    expect(checkSerialRange('verra', 'VCS5962', verra(101, 150), verra(151, 200), 100)).toBe('ok')
    expect(REGISTRIES.verra.checkSerial(REGISTRIES.verra.serialExample!, 'VCS5962').ok).toBe(true)
  })
  it('refuses a Verra serial of another project, a wrong count or a malformed one', () => {
    expect(checkSerialRange('verra', 'VCS5962', verra(1, 10, 5957), verra(1, 10), 10)).toBe(
      'format',
    )
    expect(checkSerialRange('verra', 'VCS5962', verra(1, 10), verra(11, 20), 5)).toBe('count')
    expect(checkSerialRange('verra', 'VCS5962', 'VCS-5962-2024-000000001', verra(1, 1), 1)).toBe(
      'format',
    )
  })
  it('checks Gold Standard blocks against the project and the count', () => {
    const gs = (first: number, last: number) => `GS1-1-HT-GS23574-12-2025-24811-${first}-${last}`
    expect(checkSerialRange('gold-standard', 'GS23574', gs(1, 100), gs(1, 100), 100)).toBe('ok')
    expect(checkSerialRange('gold-standard', 'GS23574', gs(1, 100), gs(1, 100), 99)).toBe('count')
    expect(checkSerialRange('gold-standard', 'GS1', gs(1, 100), gs(1, 100), 100)).toBe('format')
  })
  it('checks only the characters of registries whose layout is not published', () => {
    expect(
      checkSerialRange('isometric', 'prj_1K39D0N8S1S0TMKX', 'XJ4Y-00001', 'XJ4Y-00010', 10),
    ).toBe('ok')
    expect(checkSerialRange('isometric', 'prj_1K39D0N8S1S0TMKX', 'abc', 'x y z', 1)).toBe('format')
    expect(checkSerialRange('puro-earth', 'biochar-finland-100008', '', '1234567', 1)).toBe(
      'format',
    )
  })
})
