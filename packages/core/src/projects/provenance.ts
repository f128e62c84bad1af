import { z } from 'zod'

/** Data sets Kelp's catalogue facts come from, with the date of the copy Kelp holds. */
export const DATA_SOURCES = {
  'cdr-database': {
    name: 'CarbonPlan CDR Database',
    url: 'https://carbonplan.org/research/cdr-database',
    /** Version 1.2.1 of the data set, created on this day. */
    retrieved: '2022-08-12',
  },
  'offsets-db': {
    name: 'CarbonPlan OffsetsDB',
    url: 'https://carbonplan.org/research/offsets-db',
    /** The registry samples collected by OffsetsDB in this month. */
    retrieved: '2026-06',
  },
} as const
export type DataSourceKey = keyof typeof DATA_SOURCES

/** The rules Kelp's own estimates follow (named on the project page and the method page). */
export const ESTIMATE_RULES = ['country-centroid', 'category-permanence', 'category-type'] as const
export type EstimateRule = (typeof ESTIMATE_RULES)[number]

/** The attributes a project page shows as facts, each with a provenance. */
export const PROVENANCE_ATTRIBUTES = [
  'name',
  'developer',
  'location',
  'coordinates',
  'method',
  'type',
  'registry',
  'standard',
  'methodology',
  'status',
  'annualVolume',
  'permanence',
  'sdgs',
  'verifier',
] as const
export type ProvenanceAttribute = (typeof PROVENANCE_ATTRIBUTES)[number]

export const attributeProvenanceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('source'),
    source: z.enum(Object.keys(DATA_SOURCES) as [DataSourceKey, ...DataSourceKey[]]),
    /** The record's id in the source (CDR Database id, registry project id). */
    recordId: z.string(),
    /** When the copy Kelp holds was made: ISO date or year-month. */
    retrieved: z.string(),
  }),
  z.object({ kind: z.literal('estimate'), rule: z.enum(ESTIMATE_RULES) }),
])
export type AttributeProvenance = z.infer<typeof attributeProvenanceSchema>

export const projectProvenanceSchema = z
  .partialRecord(z.enum(PROVENANCE_ATTRIBUTES), attributeProvenanceSchema)
  .describe('Per shown attribute: its source record and retrieval date, or the estimate rule')
export type ProjectProvenance = z.infer<typeof projectProvenanceSchema>

export const projectSourceRecordSchema = z.object({ source: z.string(), sourceId: z.string() })
export type ProjectSourceRecord = z.infer<typeof projectSourceRecordSchema>

export const projectActivitySchema = z
  .object({
    registryId: z.string(),
    name: z.string(),
    status: z.string(),
    annualVolumeT: z.number().int(),
  })
  .describe('An activity (VPA) of a programme of activities')
export type ProjectActivity = z.infer<typeof projectActivitySchema>
