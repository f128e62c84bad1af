import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { companies } from './auth'
import { timestamps } from './common'
import { offers } from './orbit'

/**
 * The last invoice number handed out per year and series. Incremented by an UPDATE inside
 * the transaction that books the invoice, so a rolled-back order gives its number back and
 * the numbers stay gap-free (a PostgreSQL SEQUENCE does not roll back).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
)

/** Where a company's invoices go: the address and VAT id an invoice must name. */
export const companyBilling = pgTable('company_billing', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text('country').notNull(),
  vatId: text('vat_id'),
  ...timestamps,
})

/** A refund of an accepted offer's invoice, in full, with its own number. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .unique()
      .references(() => offers.id),
    invoiceNumber: text('invoice_number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    documentId: uuid('document_id'),
    ...timestamps,
  },
  (t) => [index('credit_notes_company_idx').on(t.companyId)],
)
