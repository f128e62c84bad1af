import { z } from 'zod'
import { offerSchema, orderSchema } from '../orbit/schemas'
import { ORDER_STATUSES } from '../orbit/constants'
import {
  ADMIN_VIEW_TOKEN_DEFAULT_SECONDS,
  ADMIN_VIEW_TOKEN_MAX_SECONDS,
  UPLOAD_KINDS,
} from '../portfolio/constants'
import { documentSchema, retireBodySchema, retirementSchema } from '../portfolio/schemas'
import { vintageStatusSchema } from '../projects/schemas'

/** Operator back-office (/api/admin/*, staff only). */
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
}
const pageFields = {
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
}

export const staffMeSchema = z.object({ staff: z.literal(true), email: z.string() })

export const adminCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string(),
  members: z.number().int(),
})
export const adminCompanyListSchema = z.object({ items: z.array(adminCompanySchema) })

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  ...pageQuery,
})
export const adminCreditNoteSchema = z
  .object({
    number: z.string().describe('e.g. CN-2026-000001'),
    invoiceNumber: z.string().describe('The invoice it corrects'),
    issuedOn: z.iso.date(),
    reason: z.string(),
  })
  .describe('CreditNoteSummary')
export const adminOrderSchema = orderSchema.extend({
  company: z.object({ id: z.uuid(), name: z.string(), domain: z.string() }),
  creditNote: adminCreditNoteSchema
    .nullable()
    .describe("The credit note refunding the accepted offer's invoice, once issued"),
})
export const adminOrderListSchema = z.object({ items: z.array(adminOrderSchema), ...pageFields })

export const orderIdParamsSchema = z.object({ orderId: z.uuid() })
export const createOfferBodySchema = z
  .object({
    prices: z
      .array(z.object({ orderItemId: z.uuid(), priceCents: z.number().int().min(0) }))
      .max(50)
      .default([])
      .describe('Adjusted price per tonne per order line; others keep the order price'),
    feeCents: z.number().int().min(0).max(100_000_000).default(0),
    feeLabel: z.string().trim().max(120).default('Service fee'),
    validDays: z.number().int().min(1).max(90).default(14),
  })
  .describe('CreateOffer')
export type CreateOfferBody = z.infer<typeof createOfferBodySchema>
export const offerResponseSchema = z.object({ offer: offerSchema })

/**
 * The text fields of a document upload (multipart/form-data, the file in the part `file`).
 * Multipart fields are strings: the year is coerced, an empty German title means none.
 */
export const uploadDocumentFieldsSchema = z
  .object({
    companyId: z.uuid(),
    kind: z.enum(UPLOAD_KINDS),
    year: z.coerce.number().int().min(1990).max(2100),
    title: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .describe('English title (shown in every language without titleDe)'),
    titleDe: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().trim().min(1).max(200).optional().describe('German title'),
    ),
  })
  .describe('UploadDocumentFields')
export type UploadDocumentFields = z.infer<typeof uploadDocumentFieldsSchema>
/** The uploaded file's own name: shown on download, so no path. */
export const uploadFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^/\\]+$/, { error: 'File name must not contain slashes.' })
export const uploadDocumentResponseSchema = z.object({ document: documentSchema })

export const companyIdParamsSchema = z.object({ companyId: z.uuid() })
export const adminRetireBodySchema = retireBodySchema

export const retirementIdParamsSchema = z.object({ retirementId: z.uuid() })
const serialField = z.string().trim().min(1).max(200)
/** What the registry reports for a retirement: typed in the back-office or read from its CSV. */
export const confirmRetirementBodySchema = z
  .object({
    serialStart: serialField.describe("First serial of the registry's range"),
    serialEnd: serialField.describe('Last serial (the same as the first for a single block)'),
    registryReference: z
      .string()
      .trim()
      .min(3)
      .max(200)
      .describe("The registry's retirement reference (transaction or certificate id)"),
  })
  .describe('ConfirmRetirement')
export type ConfirmRetirementBody = z.infer<typeof confirmRetirementBodySchema>
export const confirmRetirementCsvBodySchema = z
  .object({
    csv: z
      .string()
      .min(1)
      .max(1_000_000)
      .describe(
        'Registry export with a header row naming the columns certificate (Kelp certificate number), serial_start, serial_end and reference',
      ),
  })
  .describe('ConfirmRetirementsCsv')
export type ConfirmRetirementCsvBody = z.infer<typeof confirmRetirementCsvBodySchema>
export const pendingRetirementListSchema = z.object({
  items: z.array(retirementSchema.extend({ companyName: z.string() })),
  ...pageFields,
})
export const pendingRetirementQuerySchema = z.object({ ...pageQuery })

export const inventoryQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Project name contains'),
  ...pageQuery,
})
export const inventoryRowSchema = z.object({
  vintageId: z.uuid(),
  projectId: z.uuid(),
  projectSlug: z.string(),
  projectName: z.string(),
  vintage: z.number().int(),
  status: vintageStatusSchema,
  expectedDeliveryYear: z.number().int().nullable().describe('Forward vintages only'),
  creditsAvailable: z.number().int(),
  priceCents: z.number().int(),
})
export const inventoryListSchema = z.object({ items: z.array(inventoryRowSchema), ...pageFields })
export const vintageIdParamsSchema = z.object({ vintageId: z.uuid() })
export const updateInventoryBodySchema = z
  .object({
    creditsAvailable: z.number().int().min(0).max(100_000_000).optional(),
    priceCents: z.number().int().min(1).max(100_000_000).optional(),
  })
  .refine((b) => b.creditsAvailable !== undefined || b.priceCents !== undefined, {
    error: 'Give creditsAvailable or priceCents.',
  })
export const inventoryRowResponseSchema = z.object({ item: inventoryRowSchema })

export const vintageIssuedResponseSchema = z.object({
  vintageId: z.uuid(),
  year: z.number().int(),
  status: z.literal('issued'),
})

/** Every action the API writes to the audit log (the back-office labels each one). */
export const AUDIT_ACTIONS = [
  'staff.created',
  'offer.created',
  'offer.accepted',
  'document.uploaded',
  'inventory.updated',
  'lot.recorded',
  'vintage.issued',
  'retirement.created',
  'retirement.confirmed',
  'credit_note.issued',
  'portfolio_link.created',
  'api_key.created',
  'api_key.revoked',
  'api_key.used',
  'api_order.placed',
  'api_order.cancelled',
  'webhook_endpoint.created',
  'webhook_endpoint.enabled',
  'webhook_endpoint.disabled',
  'webhook_endpoint.deleted',
  'webhook_delivery.replayed',
  'order.delivered',
  'order.invoice_paid',
  'self_service.limits',
  'credit_line.set',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditQuerySchema = z.object({ ...pageQuery })
export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor: z.string(),
  action: z.string().describe('One of AUDIT_ACTIONS; older entries may hold others'),
  subject: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
})
export const auditListSchema = z.object({ items: z.array(auditEntrySchema), ...pageFields })

export const adminViewLinkBodySchema = z.object({
  email: z.email(),
  ttlSeconds: z
    .number()
    .int()
    .min(1)
    .max(ADMIN_VIEW_TOKEN_MAX_SECONDS)
    .default(ADMIN_VIEW_TOKEN_DEFAULT_SECONDS),
})
export const adminViewLinkResponseSchema = z.object({
  token: z.string(),
  url: z.string().describe('Web path /portfolio?email=…&token=… (admin view)'),
  expiresAt: z.iso.datetime(),
})

export type StaffMe = z.infer<typeof staffMeSchema>
export type AdminCompany = z.infer<typeof adminCompanySchema>
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>
export type AdminOrder = z.infer<typeof adminOrderSchema>
export type AdminCreditNote = z.infer<typeof adminCreditNoteSchema>
export type AdminOrderList = z.infer<typeof adminOrderListSchema>
export type OfferResponse = z.infer<typeof offerResponseSchema>
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>
export type AdminRetireBody = z.infer<typeof adminRetireBodySchema>
export type InventoryQuery = z.input<typeof inventoryQuerySchema>
export type InventoryRow = z.infer<typeof inventoryRowSchema>
export type InventoryList = z.infer<typeof inventoryListSchema>
export type UpdateInventoryBody = z.infer<typeof updateInventoryBodySchema>
export type InventoryRowResponse = z.infer<typeof inventoryRowResponseSchema>
export type VintageIssuedResponse = z.infer<typeof vintageIssuedResponseSchema>
export type AuditEntry = z.infer<typeof auditEntrySchema>
export type AuditList = z.infer<typeof auditListSchema>
export type AdminViewLinkBody = z.input<typeof adminViewLinkBodySchema>
export type AdminViewLinkResponse = z.infer<typeof adminViewLinkResponseSchema>
export type PendingRetirementList = z.infer<typeof pendingRetirementListSchema>
