import { isWholeTonnes, KG_PER_TONNE } from '@kelp/core/v1'
import { AppError } from '../../lib/app-error'
import { VT } from './texts'

/** The kilograms a request names: quantityKg, or the deprecated whole tonnes. */
export const kgOf = (x: { quantityKg?: number; tonnes?: number }) =>
  x.quantityKg ?? (x.tonnes ?? 0) * KG_PER_TONNE

/**
 * Live stock and holdings are still whole tonnes, so a live order or retirement must name a
 * multiple of 1000 kg; the sandbox takes any whole kilogram.
 */
export function liveTonnes(kg: number): number {
  if (!isWholeTonnes(kg)) throw new AppError('bad_request', VT.wholeTonnesOnly(kg))
  return kg / KG_PER_TONNE
}
