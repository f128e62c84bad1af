import { CURRENCY, type Cart, type CartLineInput } from '@kelp/core/orbit'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import * as repo from './repository'
import { notEnoughCredits, OT } from './texts'

type Db = Pick<AppDeps, 'db'>

export async function getCart(deps: Db, userId: string): Promise<Cart> {
  const { db } = deps
  const rows = await repo.cartRows(db, userId)
  const items = rows.map(({ vintageId: _v, ...row }) => ({
    ...row,
    lineTotalCents: row.tonnes * row.priceCents,
  }))
  return {
    items,
    totalTonnes: items.reduce((s, i) => s + i.tonnes, 0),
    totalCents: items.reduce((s, i) => s + i.lineTotalCents, 0),
    currency: CURRENCY,
  }
}

/** Adds tonnes of a project vintage; the line may not ask for more than is available. */
export async function addCartItem(
  deps: Db,
  { userId, line }: { userId: string; line: CartLineInput },
) {
  const { db } = deps
  const [vintage] = await repo.findVintages(db, [line])
  if (!vintage) {
    if ((await repo.projectAvailability(db, line.projectId)) === 'information') {
      throw new AppError('bad_request', OT.informationOnly)
    }
    throw new AppError('not_found', OT.projectMissing)
  }
  const existing = await repo.findCartItemByVintage(db, userId, vintage.vintageId)
  const wanted = (existing?.tonnes ?? 0) + line.tonnes
  if (wanted > vintage.creditsAvailable) {
    throw new AppError(
      'bad_request',
      notEnoughCredits(vintage.projectName, vintage.year, vintage.creditsAvailable),
    )
  }
  await repo.addToCart(db, userId, vintage.vintageId, line.tonnes)
  return getCart(deps, userId)
}

export async function updateCartItem(
  deps: Db,
  { userId, id, tonnes }: { userId: string; id: string; tonnes: number },
) {
  const { db } = deps
  const item = await repo.findCartItem(db, userId, id)
  if (!item) throw new AppError('not_found', OT.cartItemMissing)
  const row = (await repo.cartRows(db, userId)).find((r) => r.id === id)!
  if (tonnes > row.creditsAvailable) {
    throw new AppError(
      'bad_request',
      notEnoughCredits(row.projectName, row.vintage, row.creditsAvailable),
    )
  }
  await repo.setCartTonnes(db, userId, id, tonnes)
  return getCart(deps, userId)
}

export async function removeCartItem(deps: Db, { userId, id }: { userId: string; id: string }) {
  const { db } = deps
  if (!(await repo.deleteCartItem(db, userId, id))) {
    throw new AppError('not_found', OT.cartItemMissing)
  }
  return getCart(deps, userId)
}
