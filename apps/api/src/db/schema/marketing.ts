import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { timestamps } from './common'

/** Contact form submissions (product.md §3 contact forms), kept for the sales team. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    ...timestamps,
  },
  (t) => [index('contact_requests_email_idx').on(t.email)],
)

/** Free scorecards (product.md §3): the form, then the estimate; money in integer cents. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    companyName: text('company_name').notNull(),
    message: text('message'),
    locale: text('locale').notNull(),
    emissionsTonnes: integer('emissions_tonnes'),
    calculatedCosts: bigint('calculated_costs', { mode: 'number' }).notNull().default(0),
    /** No longer written: the scorecard quotes no market comparison. */
    savings: bigint('savings', { mode: 'number' }).notNull().default(0),
    /** The blend's price per tonne when generated, where it came from, and when. */
    priceCentsPerTonne: integer('price_cents_per_tonne'),
    priceSource: text('price_source').$type<'on_sale' | 'estimate'>(),
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('scorecards_email_idx').on(t.email)],
)

/** Webinar sign-ups; one per e-mail and webinar. */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webinarId: text('webinar_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('webinar_registrations_unique').on(t.webinarId, t.email)],
)
