import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { LotStatus, MovementKind } from '@kelp/core/inventory'
import type { RegistryKey } from '@kelp/core/projects'
import { companies } from './auth'
import { timestamps } from './common'
import { projects } from './projects'

/**
 * Credits Kelp holds to sell, as an operator recorded them from the registry's issuance
 * record (or, for forward credits, the supply contract). The lot's own figures never change
 * after recording; what is left of it is the ledger's sum (ledger_movements).
 */
export const supplyLots = pgTable(
  'supply_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    vintage: integer('vintage').notNull(),
    status: text('status').$type<LotStatus>().notNull(),
    /** Forward lots: the year the registry is expected to issue the credits. */
    expectedDeliveryYear: integer('expected_delivery_year'),
    /** Kilograms recorded; the `listed` movement carries the same figure. */
    quantityKg: integer('quantity_kg').notNull(),
    costCentsPerTonne: integer('cost_cents_per_tonne').notNull(),
    priceCentsPerTonne: integer('price_cents_per_tonne').notNull(),
    currency: text('currency').notNull().default('EUR'),
    registryKey: text('registry_key').$type<RegistryKey>().notNull(),
    issuanceId: text('issuance_id'),
    serialBlock: text('serial_block'),
    /** The issuance record's quantity in kg where no serial block counts it. */
    issuanceQuantityKg: integer('issuance_quantity_kg'),
    /** The contract or evidence document: a document name, number or address. */
    evidence: text('evidence').notNull(),
    /** Seeded for the demo: its price and quantity are not an offer. */
    demo: boolean('demo').notNull().default(false),
    /** The operator who recorded it (e-mail), or `seed` for the demo seed. */
    createdBy: text('created_by').notNull(),
    ...timestamps,
  },
  (t) => [
    index('supply_lots_project_vintage_idx').on(t.projectId, t.vintage),
    uniqueIndex('supply_lots_serial_block_uq')
      .on(t.registryKey, t.serialBlock)
      .where(sql`${t.serialBlock} is not null`),
    check('supply_lots_quantity_positive', sql`${t.quantityKg} > 0`),
    check('supply_lots_price_positive', sql`${t.priceCentsPerTonne} > 0`),
    check('supply_lots_cost_nonnegative', sql`${t.costCentsPerTonne} >= 0`),
  ],
)

/**
 * The one ledger of credits: append-only, one row per movement of whole kilograms of one lot
 * (packages/core/src/inventory/ledger.ts says what each kind takes and gives). A call of the
 * ledger service is one operation (`operation_key`, the caller's idempotency key); each of its
 * rows has a unique `idempotency_key`, so a retried call finds its rows instead of writing
 * new ones.
 */
export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MovementKind>().notNull(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => supplyLots.id),
    companyId: uuid('company_id').references(() => companies.id),
    kg: integer('kg').notNull(),
    /** What the movement belongs to: a reservation, order, retirement or pool batch. */
    reference: text('reference'),
    operationKey: text('operation_key').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who caused it: an operator's e-mail, a member's, `system` or `seed`. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_movements_idempotency_uq').on(t.idempotencyKey),
    index('ledger_movements_operation_idx').on(t.operationKey),
    // Lot balances and company balances are index-only sums over these.
    index('ledger_movements_lot_idx').on(t.lotId, t.kind, t.kg),
    index('ledger_movements_company_idx').on(t.companyId, t.lotId, t.kind, t.kg),
    index('ledger_movements_reference_idx').on(t.reference, t.lotId, t.kind, t.kg),
    check('ledger_movements_kg_positive', sql`${t.kg} > 0`),
  ],
)
