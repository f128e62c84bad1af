import { KG_PER_TONNE } from './constants'

/**
 * The price of `quantityKg` at a price per tonne, in cents, rounded half up to a whole cent:
 * round(kg × price / 1000). Integer arithmetic, so no floating-point error at any size the
 * API accepts.
 */
export function lineTotalCents(quantityKg: number, pricePerTonneCents: number): number {
  return Math.floor((quantityKg * pricePerTonneCents + KG_PER_TONNE / 2) / KG_PER_TONNE)
}

/** Kilograms as (possibly fractional) tonnes, for the deprecated `tonnes` fields. */
export const kgToTonnes = (kg: number) => kg / KG_PER_TONNE

export const isWholeTonnes = (kg: number) => kg % KG_PER_TONNE === 0
