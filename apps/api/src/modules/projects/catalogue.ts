import { z } from 'zod'
import {
  catalogueImportProblems,
  projectActivitySchema,
  projectProvenanceSchema,
  projectSourceRecordSchema,
  REGISTRIES,
  REGISTRY_KEYS,
  VINTAGE_STATUSES,
} from '@kelp/core/projects'
import catalogueJson from '../../db/seed-data/catalogue.json'

const vintageSchema = z
  .object({
    year: z.number().int(),
    status: z.enum(VINTAGE_STATUSES),
    expectedDeliveryYear: z.number().int().nullable(),
  })
  .strict()
  .refine((v) => (v.status === 'forward') === (v.expectedDeliveryYear !== null), {
    message: 'a forward vintage, and only a forward vintage, has an expected delivery year',
  })

/**
 * One entry of db/seed-data/catalogue.json (built by scripts/catalogue/build.mjs). The
 * registry is one of REGISTRIES, with an id in that registry's format, or absent: a data
 * source such as the CarbonPlan CDR Database is refused as a registry.
 */
export const catalogueProjectSchema = z
  .object({
    slug: z.string().min(1),
    source: z.string(),
    sourceId: z.string(),
    name: z.string(),
    developer: z.string(),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    locationLabel: z.string(),
    lat: z.number(),
    lon: z.number(),
    /** True when lat/lon are the source's site coordinates, not a point near the country's centre. */
    locationExact: z.boolean(),
    method: z.string(),
    type: z.string(),
    registryKey: z.enum(REGISTRY_KEYS, { error: 'not a registry' }).nullable(),
    registryId: z.string().nullable(),
    sources: z.array(z.object({ name: z.string(), url: z.url() })),
    standard: z.string().nullable(),
    purchaseProgrammes: z.array(z.string()),
    sourceRecords: z.array(projectSourceRecordSchema).min(1),
    activities: z.array(projectActivitySchema),
    provenance: projectProvenanceSchema,
    documentationUrl: z.string().nullable(),
    methodology: z.string().nullable(),
    status: z.string(),
    annualVolumeT: z.number(),
    issuedCredits: z.number(),
    permanenceYears: z.number(),
    permanenceFromSource: z.boolean(),
    verifier: z.string().nullable(),
    sdgs: z.array(z.number().int()),
    sdgsFromRegistry: z.boolean(),
    cdr: z
      .object({
        rating: z.number(),
        additionality: z.number(),
        specificity: z.number(),
        negativity: z.number().nullable(),
        volumeValidated: z.boolean(),
        permanenceValidated: z.boolean().optional(),
      })
      .nullable(),
    vintages: z.array(vintageSchema),
    /**
     * Present when the entry claims a place in the marketplace: the score and lot credits it
     * claims it with. The import checks the claim against the listing policy.
     */
    listedForSale: z.object({ score: z.number().int(), lotCredits: z.number().int() }).optional(),
  })
  .refine((p) => (p.registryKey === null) === (p.registryId === null), {
    message: 'a registry id needs its registry, and a registry needs the id',
    path: ['registryId'],
  })
  .refine((p) => !p.registryKey || REGISTRIES[p.registryKey].projectIdPattern.test(p.registryId!), {
    message: "the registry id is not in the registry's format",
    path: ['registryId'],
  })
export type CatalogueProject = z.infer<typeof catalogueProjectSchema>

/**
 * Parses catalogue entries; throws naming the first entry that is not acceptable, then refuses
 * the whole catalogue when one registry id appears twice, a standard is not recognised, or an
 * entry says it is for sale although the listing policy keeps it out (packages/core).
 */
export function parseCatalogue(entries: unknown[]): CatalogueProject[] {
  const parsed = entries.map((entry, i) => {
    const parsed = catalogueProjectSchema.safeParse(entry)
    if (parsed.success) return parsed.data
    const slug = (entry as { slug?: unknown })?.slug ?? `#${i}`
    const issue = parsed.error.issues[0]!
    throw new Error(`catalogue entry ${String(slug)}: ${issue.path.join('.')} ${issue.message}`)
  })
  const problems = catalogueImportProblems(
    parsed.map((p) => ({
      slug: p.slug,
      registryKey: p.registryKey,
      registryId: p.registryId,
      standard: p.standard,
      score: p.listedForSale?.score ?? 0,
      lotCredits: p.listedForSale?.lotCredits ?? 0,
      listedForSale: p.listedForSale !== undefined,
    })),
  )
  if (problems.length > 0) throw new Error(`catalogue refused: ${problems.join('; ')}`)
  return parsed
}

export const catalogue = parseCatalogue(catalogueJson)

/** Slugs of the catalogue's projects: the ones with a location map drawn at build time. */
export const catalogueSlugs: ReadonlySet<string> = new Set(catalogue.map((p) => p.slug))
