import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/database'
import type { DatabaseHandle } from '../../db/client'
import { nextInvoiceNumber } from './counter-repository'

const onPostgres = process.env.KELP_TEST_DB === 'postgres'
let handle: DatabaseHandle

beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

class Abort extends Error {}

describe(`invoice numbers (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stay gap-free when 50 transactions race and every third one rolls back', async () => {
    const db = handle.db
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction(async (tx) => {
          const number = await nextInvoiceNumber(tx, 'invoice', 2031)
          if (i % 3 === 0) throw new Abort(number)
          return number
        }),
      ),
    )
    const committed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(17)
    expect(committed.sort()).toEqual(
      Array.from({ length: 33 }, (_, i) => `INV-2031-${String(i + 1).padStart(6, '0')}`),
    )
    expect(await db.transaction((tx) => nextInvoiceNumber(tx, 'invoice', 2031))).toBe(
      'INV-2031-000034',
    )
  })

  it('counts each year and series on its own', async () => {
    const db = handle.db
    expect(await db.transaction((tx) => nextInvoiceNumber(tx, 'invoice', 2032))).toBe(
      'INV-2032-000001',
    )
    expect(await db.transaction((tx) => nextInvoiceNumber(tx, 'credit_note', 2031))).toBe(
      'CN-2031-000001',
    )
  })
})
