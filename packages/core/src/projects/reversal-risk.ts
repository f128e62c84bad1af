import type { ProjectMethod } from './constants'

/**
 * How easily a method's stored carbon can return to the atmosphere (fire, drought, land-use
 * change, disturbance): a property of where the carbon is kept. Avoidance-only methods store
 * nothing, so there is nothing to reverse and the SII leaves the criterion unassessed.
 */
export type ReversalRisk = 'low' | 'medium' | 'high' | null

export const REVERSAL_RISK: Record<ProjectMethod, ReversalRisk> = {
  biochar: 'low',
  'enhanced-weathering': 'low',
  'direct-air-capture': 'low',
  'mineral-storage': 'low',
  ocean: 'medium',
  'regenerative-agriculture': 'high',
  soil: 'high',
  'peatland-restoration': 'high',
  peatland: 'high',
  'redd-plus': 'high',
  'afforestation-reforestation': 'high',
  mangrove: 'high',
  refrigerants: null,
  'clean-energy': null,
  methane: null,
}

export function reversalRisk(method: string): ReversalRisk {
  return (REVERSAL_RISK as Record<string, ReversalRisk | undefined>)[method] ?? null
}
