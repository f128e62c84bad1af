import {
  bigint,
  boolean,
  primaryKey,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from './auth'
import { timestamps } from './common'
import { offers } from './orbit'
import { projects, projectVintages } from './projects'
import { randomPublicId } from './public-id'

export const certificateNumberSeq = pgSequence('certificate_number_seq', { startWith: 1000 })

/** Operators of the back-office (/admin); made by `npm run staff:create` or at start-up. */
export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...timestamps,
})

/** Credits a company owns and has not retired, per project vintage. */
export const holdings = pgTable(
  'holdings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    vintageId: uuid('vintage_id')
      .notNull()
      .references(() => projectVintages.id),
    vintage: integer('vintage').notNull(),
    tonnes: integer('tonnes').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('holdings_company_vintage_uq').on(t.companyId, t.vintageId)],
)

/** One row per accepted offer line: what "invested" and "purchased" add up (by year). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    vintage: integer('vintage').notNull(),
    tonnes: integer('tonnes').notNull(),
    priceCents: integer('price_cents').notNull(),
    year: integer('year').notNull(),
    ...timestamps,
  },
  (t) => [index('purchases_company_year_idx').on(t.companyId, t.year)],
)

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['regulatory_report', 'admin_document', 'marketing_material', 'retirement_certificate'],
    }).notNull(),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    /** The German title; null where the document has only one (an upload titled once). */
    titleDe: text('title_de'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    ...timestamps,
  },
  (t) => [index('documents_company_kind_year_idx').on(t.companyId, t.kind, t.year, t.createdAt)],
)

export const retirements = pgTable(
  'retirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    certificateNumber: text('certificate_number').notNull().unique(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    vintage: integer('vintage').notNull(),
    tonnes: integer('tonnes').notNull(),
    retiredOn: date('retired_on', { mode: 'string' }).notNull(),
    year: integer('year').notNull(),
    beneficiary: text('beneficiary').notNull(),
    /** Why the credits were retired, as the customer wrote it (optional). */
    purpose: text('purpose'),
    /** The unguessable id of the public verification page /verify/{id}. */
    publicId: text('public_id').notNull().unique().default(randomPublicId),
    /** requested until an operator records the registry's serials and reference. */
    status: text('status', { enum: ['requested', 'confirmed'] })
      .notNull()
      .default('requested'),
    serialStart: text('serial_start'),
    serialEnd: text('serial_end'),
    registryReference: text('registry_reference'),
    /** Made by the demo seed: its certificate says it is demo data. */
    demo: boolean('demo').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The caller's own key-value pairs (public API `metadata`), echoed, never interpreted. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    // Year lists page on this index and year sums read tonnes from it (index-only scans).
    index('retirements_company_year_idx').on(
      t.companyId,
      t.year,
      t.retiredOn,
      t.certificateNumber,
      t.id,
      t.tonnes,
    ),
    index('retirements_status_idx').on(t.status, t.createdAt),
    // All-years list order (newest first) without sorting 100,000 rows.
    index('retirements_company_date_idx').on(t.companyId, t.retiredOn, t.certificateNumber, t.id),
  ],
)

/**
 * Retired tonnes and certificates per company and year, kept in the retirement's own
 * transaction: the overview reads a handful of rows instead of summing 100,000 retirements.
 */
export const retirementYearTotals = pgTable(
  'retirement_year_totals',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    tonnes: bigint('tonnes', { mode: 'number' }).notNull().default(0),
    certificates: integer('certificates').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
)
