import { describe, expect, it } from 'vitest'
import { quoteContribution } from './calculator'
import { storedFootprint } from './stored-footprint'

describe('storedFootprint', () => {
  const household = { adults: 2, children: 1 }
  const tonnes = quoteContribution(
    { emissionType: 'personal', ...household },
    'germany',
    'monthly',
  ).tonnesPerYear

  it('gives back the household inputs while they still make the tonnes', () => {
    expect(storedFootprint('personal', household, tonnes)).toEqual({
      emissionType: 'personal',
      ...household,
    })
    expect(storedFootprint('custom', { tonnes: 7 }, 7)).toEqual({
      emissionType: 'custom',
      tonnes: 7,
    })
  })

  it('drops inputs that no longer make the tonnes, or that do not parse', () => {
    expect(storedFootprint('personal', household, tonnes + 1)).toBeUndefined()
    expect(storedFootprint('personal', { adults: 'two' }, tonnes)).toBeUndefined()
    expect(storedFootprint('business', household, tonnes)).toBeUndefined()
    expect(storedFootprint('other', household, tonnes)).toBeUndefined()
  })
})
