/**
 * The inventory ledger's rules, without I/O. Every movement of credits is one row of one
 * kind, in whole kilograms; every balance is a sum of rows. A movement takes kilograms from
 * one bucket and puts them into the next, so the kilograms a lot was listed with are always
 * exactly the sum of its buckets: nothing is created or lost, and no bucket goes below zero
 * because a movement is refused when its source bucket holds too little.
 */

export const MOVEMENT_KINDS = [
  'listed',
  'delisted',
  'reserved',
  'released',
  'sold',
  'delivered',
  'retired',
  'pooled',
] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

/** Where a lot's kilograms are: for sale, held for a reference, bought, and what became of them. */
export const BUCKETS = [
  'available',
  'reserved',
  'owed',
  'held',
  'retired',
  'pooled',
  'delisted',
] as const
export type Bucket = (typeof BUCKETS)[number]

/**
 * What each kind of movement does: the bucket it takes from (null: kilograms enter the
 * ledger, only when a lot is listed) and the bucket it puts into. Sold credits are owed to the
 * company until delivered (issued lots are delivered in the same transaction; forward lots
 * when the registry issues them); held credits are retired by the company or pooled for a
 * batch retirement at the registry.
 */
export const MOVEMENT_FLOW: Record<MovementKind, { from: Bucket | null; to: Bucket }> = {
  listed: { from: null, to: 'available' },
  delisted: { from: 'available', to: 'delisted' },
  reserved: { from: 'available', to: 'reserved' },
  released: { from: 'reserved', to: 'available' },
  sold: { from: 'reserved', to: 'owed' },
  delivered: { from: 'owed', to: 'held' },
  retired: { from: 'held', to: 'retired' },
  pooled: { from: 'held', to: 'pooled' },
}

/** The kilograms of a lot (or of one company's share of it) per bucket. */
export type Balances = Record<Bucket, number>

export const emptyBalances = (): Balances => ({
  available: 0,
  reserved: 0,
  owed: 0,
  held: 0,
  retired: 0,
  pooled: 0,
  delisted: 0,
})

export interface MovementLike {
  kind: MovementKind
  kg: number
}

/** A positive whole number of kilograms, within PostgreSQL's integer. */
export const isWholeKg = (kg: number) => Number.isSafeInteger(kg) && kg > 0 && kg <= 2_147_483_647

/** The balances the rows add up to (the same sums the repository takes in SQL). */
export function balancesOf(movements: Iterable<MovementLike>): Balances {
  const b = emptyBalances()
  for (const m of movements) {
    const flow = MOVEMENT_FLOW[m.kind]
    if (flow.from) b[flow.from] -= m.kg
    b[flow.to] += m.kg
  }
  return b
}

/** Kilograms listed in total: what the buckets must always add up to. */
export const listedKg = (movements: Iterable<MovementLike>) => {
  let sum = 0
  for (const m of movements) if (m.kind === 'listed') sum += m.kg
  return sum
}

export const totalKg = (b: Balances) => BUCKETS.reduce((sum, k) => sum + b[k], 0)

/**
 * Whether a movement may be written on top of these balances: whole kilograms, and a source
 * bucket that holds at least that many. The services check the same with the lot locked.
 */
export function canMove(b: Balances, m: MovementLike): boolean {
  if (!isWholeKg(m.kg)) return false
  const from = MOVEMENT_FLOW[m.kind].from
  return from === null || b[from] >= m.kg
}

/** Kilograms → tonnes for display: three decimals at most, never rounded up. */
export const kgToTonnes = (kg: number) => Math.floor(kg) / 1000

/** Whole tonnes in a number of kilograms (what a tonne-based screen can offer). */
export const wholeTonnes = (kg: number) => Math.floor(kg / 1000)
