import { z } from 'zod'
import { localeSchema } from '../http'
import {
  currencySchema,
  forwardDelivery,
  offerSchema,
  tonnesSchema,
  vintageYearSchema,
} from '../orbit/schemas'
import {
  DOCUMENT_KINDS,
  DOCUMENT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  RATING_BANDS,
  RETIREMENT_BENEFICIARY_MAX,
  RETIREMENT_PURPOSE_MAX,
} from './constants'

const cents = (what: string) => z.number().int().describe(`${what}, integer cents`)
const yearQuery = z.coerce.number().int().min(1990).max(2100).optional()

/** GET /api/portfolio and /api/portfolio-manager: `?local&year` (product.md §7). */
export const portfolioQuerySchema = z.object({
  local: localeSchema.optional(),
  year: yearQuery.describe('Calendar year; all years when absent'),
})
export type PortfolioQuery = z.infer<typeof portfolioQuerySchema>

const sliceSchema = z.object({
  key: z.string().describe('Method, project type, ISO country code or rating letter'),
  label: z.string().describe('Display label in the request locale'),
  tonnes: z.number().int(),
  investedCents: z.number().int(),
})

export const holdingSchema = z
  .object({
    projectId: z.uuid(),
    projectSlug: z.string(),
    projectName: z.string(),
    vintage: z.number().int(),
    expectedDeliveryYear: forwardDelivery.describe(
      'Forward holding: not issued yet, so not retirable; null once issued',
    ),
    tonnes: z.number().int().describe('Tonnes held and not yet retired'),
  })
  .describe('Holding')
export type Holding = z.infer<typeof holdingSchema>

export const portfolioOverviewSchema = z
  .object({
    company: z.object({ id: z.uuid(), name: z.string(), domain: z.string() }),
    viewer: z.object({
      role: z.enum(['member', 'admin', 'operator']).describe('operator = admin view link'),
      canAcceptOffer: z.boolean(),
      canRetire: z.boolean(),
      canManageAccess: z.boolean(),
    }),
    year: z.number().int().nullable().describe('The year filter applied (null = all years)'),
    years: z.array(z.number().int()).describe('Years with purchases or retirements, newest first'),
    currency: currencySchema,
    totals: z.object({
      investedCents: cents('Invested in offsets, fees excluded'),
      offsetsPurchasedTonnes: z.number().int(),
      projectsCount: z.number().int(),
      retiredTonnes: z.number().int(),
      retirementsCount: z.number().int(),
      heldTonnes: z.number().int().describe('Held now, not retired (ignores the year)'),
    }),
    charts: z.object({
      byCategory: z.array(sliceSchema),
      byProjectType: z.array(sliceSchema),
      byLocation: z.array(sliceSchema),
      byRating: z.array(sliceSchema),
    }),
    holdings: z.array(holdingSchema).describe('Current holdings per project vintage'),
    openOffer: offerSchema.nullable(),
  })
  .describe('PortfolioOverview')
export type PortfolioOverview = z.infer<typeof portfolioOverviewSchema>
export const RATING_KEYS = RATING_BANDS.map((band) => band.rating)

/** Document and certificate lists: `?perPage=100&page&local&year` (product.md §7, §9). */
export const documentListQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DOCUMENT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  local: localeSchema.optional(),
  year: yearQuery,
})
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>

const pageFields = {
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
}

export const documentSchema = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    kind: z.enum(DOCUMENT_KINDS),
    title: z.string().describe('In the request locale where the document has a title in it'),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    year: z.number().int(),
    createdAt: z.iso.datetime(),
    downloadPath: z.string().describe('GET this (bearer) to receive { signedUrl }'),
  })
  .describe('Document')
export type PortfolioDocument = z.infer<typeof documentSchema>

export const documentListSchema = z
  .object({ items: z.array(documentSchema), ...pageFields })
  .describe('DocumentList')
export type DocumentList = z.infer<typeof documentListSchema>

export const RETIREMENT_STATUSES = ['requested', 'confirmed'] as const
export type RetirementStatus = (typeof RETIREMENT_STATUSES)[number]

export const retirementSchema = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    certificateNumber: z.string(),
    tonnes: z.number().int(),
    retiredAt: z.iso.date().describe('Retirement date (YYYY-MM-DD)'),
    projectId: z.uuid(),
    projectSlug: z.string(),
    projectName: z.string(),
    vintage: z.number().int(),
    beneficiary: z.string(),
    status: z
      .enum(RETIREMENT_STATUSES)
      .describe('requested until the operator records the registry serials, then confirmed'),
    serialStart: z
      .string()
      .nullable()
      .describe("The registry's first serial; null until confirmed"),
    serialEnd: z.string().nullable(),
    registryReference: z.string().nullable().describe("The registry's retirement reference"),
    confirmedAt: z.iso.datetime().nullable(),
    registry: z.string().nullable(),
    registryUrl: z.string().nullable(),
    demo: z.boolean().describe('Demo data'),
    documentId: z.uuid().nullable().describe('Certificate PDF'),
    downloadPath: z.string().nullable(),
  })
  .describe('Retirement')
export type Retirement = z.infer<typeof retirementSchema>

export const retirementListSchema = z
  .object({ items: z.array(retirementSchema), ...pageFields })
  .describe('RetirementList')
export type RetirementList = z.infer<typeof retirementListSchema>

export const documentDownloadParamsSchema = z.object({
  companyId: z.uuid().describe('Owning company'),
  documentId: z.uuid().describe('Document'),
})
export const signedUrlResponseSchema = z
  .object({
    signedUrl: z.string().describe('Open in a new tab; expires (default 5 minutes)'),
    expiresAt: z.iso.datetime(),
  })
  .describe('SignedUrl')

export const retireBodySchema = z
  .object({
    projectId: z.uuid(),
    vintage: vintageYearSchema,
    tonnes: tonnesSchema,
    beneficiary: z.string().trim().min(1).max(RETIREMENT_BENEFICIARY_MAX),
    purpose: z
      .string()
      .trim()
      .min(1)
      .max(RETIREMENT_PURPOSE_MAX)
      .optional()
      .describe('Why the credits are retired; printed on the certificate'),
    retiredAt: z.iso.date().optional().describe('Defaults to today'),
  })
  .describe('RetireHoldings')
export type RetireBody = z.infer<typeof retireBodySchema>

export const exportQuerySchema = z.object({
  kind: z.enum(['holdings', 'retirements']),
  year: yearQuery,
  local: localeSchema.optional(),
})

export const accessRequestBodySchema = z
  .object({ message: z.string().trim().max(1000).optional() })
  .describe('AccessRequest')
export const accessRequestResponseSchema = z
  .object({ status: z.literal('sent'), admins: z.number().int().describe('Admins mailed') })
  .describe('AccessRequestSent')

/** product.md §3 contact modal: message optional, consent required. */
export const portfolioContactBodySchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.string().trim().min(1).max(254).describe('Company e-mail'),
    phone: z.string().trim().min(1).max(30),
    message: z.string().trim().max(5000).optional(),
    consent: z.literal(true),
  })
  .describe('PortfolioContact')
export type PortfolioContactBody = z.infer<typeof portfolioContactBodySchema>
export const portfolioContactResponseSchema = z.object({
  id: z.uuid(),
  status: z.literal('received'),
})

/** GET /api/portfolio/admin?email&token (product.md §7): a signed, expiring view link. */
/** Any token text is checked by signature, so a wrong one answers 401, never a length rule. */
export const adminViewQuerySchema = z.object({
  email: z.email(),
  token: z.string().min(1).max(2000),
  local: localeSchema.optional(),
  year: yearQuery,
})

export type SignedUrlResponse = z.infer<typeof signedUrlResponseSchema>
export type ExportQuery = z.infer<typeof exportQuerySchema>
export type AccessRequestBody = z.infer<typeof accessRequestBodySchema>
export type AccessRequestResponse = z.infer<typeof accessRequestResponseSchema>
export type PortfolioContactResponse = z.infer<typeof portfolioContactResponseSchema>
export type AdminViewQuery = z.infer<typeof adminViewQuerySchema>
