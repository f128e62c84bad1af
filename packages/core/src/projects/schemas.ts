import { z } from 'zod'
import { localeSchema } from '../http'
import { REGISTRY_KEYS } from './registries'
import { LISTING_REASONS, PROJECT_VIEWS } from './listing'
import { projectActivitySchema, projectProvenanceSchema } from './provenance'
import { registryHistorySchema } from './registry-history'
import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  PROJECT_METHODS,
  PROJECT_SORTS,
  PROJECT_TYPES,
} from './constants'

export const projectMethodSchema = z.enum(PROJECT_METHODS).describe('Project method (category)')
export const projectTypeSchema = z.enum(PROJECT_TYPES).describe('Removal, avoidance or both')

export const projectListQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .describe('ISO 3166-1 alpha-2 country code'),
  method: projectMethodSchema.optional(),
  type: projectTypeSchema.optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional().describe('Minimum SII score'),
  onSale: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      'true: only projects with credits on sale now or forward (not sold out, not information)',
    ),
  sort: z
    .enum(PROJECT_SORTS)
    .default('score')
    .describe('score (desc), price (asc), credits (desc)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page'),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  view: z
    .enum(PROJECT_VIEWS)
    .default('marketplace')
    .describe(
      'marketplace: projects listed for sale under the listing policy; research: the others, each with the reasons',
    ),
  locale: localeSchema.optional(),
})
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>

export const VINTAGE_STATUSES = ['issued', 'forward'] as const
export const vintageStatusSchema = z
  .enum(VINTAGE_STATUSES)
  .describe('issued: credits that exist at the registry; forward: contracted future delivery')
export type VintageStatus = z.infer<typeof vintageStatusSchema>

export const PROJECT_AVAILABILITIES = ['issued', 'forward', 'information'] as const
export const projectAvailabilitySchema = z
  .enum(PROJECT_AVAILABILITIES)
  .describe('issued credits on offer, forward purchases only, or listed for information')
export type ProjectAvailability = z.infer<typeof projectAvailabilitySchema>

export const projectSourceSchema = z
  .object({ name: z.string(), url: z.string() })
  .describe('A data set the facts come from; never a registry')
export type ProjectSource = z.infer<typeof projectSourceSchema>

export const projectCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    countryCode: z.string().describe('ISO country code'),
    country: z.string().describe('Country name in the request locale'),
    method: projectMethodSchema,
    type: projectTypeSchema,
    score: z.number().int().min(0).max(100).describe('Overall SII score'),
    priceCents: z
      .number()
      .int()
      .nullable()
      .describe('Lowest price per tonne, EUR cents; null when listed for information'),
    availability: projectAvailabilitySchema,
    creditsAvailable: z.number().int().describe('Credits available over all vintages (t)'),
    demo: z
      .boolean()
      .describe('True when the price and credits shown are demo figures (a demo installation)'),
    imageUrl: z
      .string()
      .nullable()
      .describe("Location map drawn from the project's own data; null when none is drawn"),
    lat: z.number(),
    lon: z.number(),
    notForSale: z
      .array(z.enum(LISTING_REASONS))
      .describe(
        'Why the listing policy keeps the project out of the marketplace; empty when listed',
      ),
  })
  .describe('ProjectCard')
export type ProjectCard = z.infer<typeof projectCardSchema>

const facetSchema = z.array(z.object({ value: z.string(), count: z.number().int() }))

export const projectListResponseSchema = z
  .object({
    items: z.array(projectCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    pageCount: z.number().int(),
    facets: z
      .object({ country: facetSchema, method: facetSchema, type: facetSchema })
      .describe('Counts per value over the whole catalogue under the other active filters'),
  })
  .describe('ProjectList')
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>

const criterionSchema = z.object({ key: z.string(), score: z.number().int().nullable() })
export const siiSchema = z.object({
  overall: z.number().int(),
  sections: z.array(
    z.object({
      key: z.string(),
      weight: z.number(),
      score: z.number().int(),
      criteria: z.array(criterionSchema),
    }),
  ),
})

export const vintageSchema = z.object({
  year: z.number().int(),
  status: vintageStatusSchema,
  expectedDeliveryYear: z.number().int().nullable().describe('Forward vintages only'),
  creditsAvailable: z.number().int(),
  priceCents: z
    .number()
    .int()
    .describe('EUR cents per tonne: the cheapest supply lot of the vintage with credits left'),
  demo: z.boolean().describe('True when price and quantity are demo figures'),
})

export const projectDetailSchema = projectCardSchema
  .extend({
    developer: z.string(),
    locationLabel: z.string(),
    registryKey: z.enum(REGISTRY_KEYS).nullable(),
    registry: z.string().nullable().describe('Registry display name; null when not listed'),
    standard: z
      .string()
      .nullable()
      .describe('A recognised standard (RECOGNISED_STANDARDS); null when no registry lists it'),
    purchaseProgrammes: z
      .array(z.string())
      .describe(
        "Buyers' purchase programmes that selected the project, e.g. Microsoft 2021 CDR RFP",
      ),
    activities: z
      .array(projectActivitySchema)
      .describe('For a programme of activities: its activities, each with its registry id'),
    provenance: projectProvenanceSchema,
    registryHistory: registryHistorySchema
      .nullable()
      .describe("The registry's published issuances and retirements; null when Kelp holds none"),
    registryId: z.string().nullable(),
    registryUrl: z.string().nullable().describe("The project's public page at its registry"),
    sources: z.array(projectSourceSchema),
    purchasable: z.boolean().describe('False when listed for information only'),
    documentationUrl: z.string().nullable(),
    methodology: z.string().nullable(),
    status: z.string(),
    permanenceYears: z
      .number()
      .int()
      .nullable()
      .describe('Storage durability; null where the method stores no carbon'),
    sdgs: z.array(z.number().int()),
    locale: localeSchema,
    texts: z.object({
      summary: z.string(),
      about: z.string(),
      take: z.string(),
      socio: z.string(),
      environmental: z.string(),
    }),
    vintages: z.array(vintageSchema),
    sii: siiSchema,
  })
  .describe('ProjectDetail')
export type ProjectDetail = z.infer<typeof projectDetailSchema>

export const projectSlugParamsSchema = z.object({
  slug: z.string().min(1).max(120).describe('Project slug'),
})
export const projectDetailQuerySchema = z.object({ locale: localeSchema.optional() })
