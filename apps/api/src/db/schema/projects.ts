import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  ProjectActivity,
  ProjectAvailability,
  ProjectProvenance,
  ProjectSource,
  ProjectSourceRecord,
  RegistryKey,
  SiiInput,
  SiiResult,
  VintageStatus,
} from '@kelp/core/projects'
import { timestamps } from './common'

/** Marketplace projects. score, min_price_cents, credits_available and availability are a
 *  projection of the supply lots and their ledger (modules/inventory/projection-repository.ts),
 *  kept so the list can filter and sort on indexed columns (p95 < 20 ms over 10,000 rows). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    developer: text('developer').notNull(),
    countryCode: text('country_code').notNull(),
    locationLabel: text('location_label').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    method: text('method').notNull(),
    type: text('type').notNull(),
    /** The registry that issues the credits (REGISTRIES in core); null when none lists it. */
    registryKey: text('registry_key').$type<RegistryKey>(),
    /** A recognised standard (RECOGNISED_STANDARDS in core); null when no registry lists it. */
    standard: text('standard'),
    /** Buyers' purchase programmes that selected the project (never its standard). */
    purchaseProgrammes: jsonb('purchase_programmes').$type<string[]>().notNull().default([]),
    /** Source records merged into this one entry (one real project, several records). */
    sourceRecords: jsonb('source_records').$type<ProjectSourceRecord[]>().notNull().default([]),
    /** A programme of activities' own activities, listed inside the programme's entry. */
    activities: jsonb('activities').$type<ProjectActivity[]>().notNull().default([]),
    /** Where each shown attribute comes from, or the rule of Kelp's estimate. */
    provenance: jsonb('provenance').$type<ProjectProvenance>().notNull().default({}),
    registryId: text('registry_id'),
    /** Data sets the facts come from (never a registry). */
    sources: jsonb('sources').$type<ProjectSource[]>().notNull().default([]),
    /** issued | forward (what its vintages offer) | information (nothing to buy). */
    availability: text('availability').$type<ProjectAvailability>().notNull(),
    documentationUrl: text('documentation_url'),
    methodology: text('methodology'),
    status: text('status').notNull(),
    permanenceYears: integer('permanence_years').notNull(),
    sdgs: jsonb('sdgs').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    /** Lowest vintage price; null for a project listed for information. */
    minPriceCents: integer('min_price_cents'),
    creditsAvailable: integer('credits_available').notNull(),
    /** True when any stock on offer is demo stock (a demo lot's price and quantity). */
    stockDemo: boolean('stock_demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_slug_idx').on(t.slug),
    index('projects_score_idx').on(t.score, t.id),
    index('projects_price_idx').on(t.minPriceCents, t.id),
    index('projects_credits_idx').on(t.creditsAvailable, t.id),
    index('projects_country_score_idx').on(t.countryCode, t.score),
    index('projects_method_score_idx').on(t.method, t.score),
    index('projects_type_score_idx').on(t.type, t.score),
  ],
)

/** Kelp's own texts per project and locale. */
export const projectTexts = pgTable(
  'project_texts',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    summary: text('summary').notNull(),
    about: text('about').notNull(),
    take: text('take').notNull(),
    socio: text('socio').notNull(),
    environmental: text('environmental').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.projectId, t.locale] })],
)

/**
 * What a project offers per vintage year: a projection of the supply lots of that year and
 * their ledger. credits_available is the whole tonnes left in its lots; price_cents the
 * cheapest lot that still has stock (the cheapest lot when none has). Rows stay when sold
 * out, since holdings and orders point to them.
 */
export const projectVintages = pgTable(
  'project_vintages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    status: text('status').$type<VintageStatus>().notNull(),
    /** Forward vintages: the year the seller expects the registry to issue them. */
    expectedDeliveryYear: integer('expected_delivery_year'),
    creditsAvailable: integer('credits_available').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Projected from a demo lot: the price and quantity are demo figures. */
    demo: boolean('demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_vintages_project_year_idx').on(t.projectId, t.year)],
)

/** The SII breakdown as the engine computed it, with the inputs it was computed from. */
export const projectScores = pgTable('project_scores', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  overall: integer('overall').notNull(),
  breakdown: jsonb('breakdown').$type<SiiResult>().notNull(),
  inputs: jsonb('inputs').$type<SiiInput>().notNull(),
  ...timestamps,
})

export const projectEnquiries = pgTable(
  'project_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    needs: text('needs'),
    locale: text('locale').notNull(),
    ...timestamps,
  },
  (t) => [
    index('project_enquiries_project_idx').on(t.projectId),
    index('project_enquiries_created_idx').on(t.createdAt),
  ],
)
