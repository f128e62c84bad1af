/** Portfolio numbers (product.md §7, §9), in one place. */
export const DOCUMENT_KINDS = [
  'regulatory_report',
  'admin_document',
  'marketing_material',
  'retirement_certificate',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
/** Kinds an operator uploads; certificates and invoices are generated. */
export const UPLOAD_KINDS = ['regulatory_report', 'admin_document', 'marketing_material'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]
/** product.md §9: document list page size 100. */
export const DOCUMENT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 100
/** Signed download links live 5 minutes unless SIGNED_URL_TTL_SECONDS says otherwise. */
export const DEFAULT_SIGNED_URL_TTL_SECONDS = 300
/** Default and maximum life of an admin portfolio-view link. */
export const ADMIN_VIEW_TOKEN_DEFAULT_SECONDS = 7 * 24 * 60 * 60
export const ADMIN_VIEW_TOKEN_MAX_SECONDS = 30 * 24 * 60 * 60
/** Largest document an operator uploads (multipart, streamed past the web proxy's body limit). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
/** The file types a document may have, by extension: uploads are checked against these by content. */
export const DOCUMENT_FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  csv: 'text/csv',
  txt: 'text/plain',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}
/** An upload of that size may take minutes on a slow line; other calls keep the 60 s limit. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000
export const RETIREMENT_BENEFICIARY_MAX = 200
export const RETIREMENT_PURPOSE_MAX = 300
/** SII score → rating letter for the "by rating" chart. */
export const RATING_BANDS = [
  { rating: 'AAA', min: 85 },
  { rating: 'AA', min: 75 },
  { rating: 'A', min: 65 },
  { rating: 'BBB', min: 55 },
  { rating: 'BB', min: 0 },
] as const
export type Rating = (typeof RATING_BANDS)[number]['rating']

export function ratingForScore(score: number): Rating {
  return RATING_BANDS.find((band) => score >= band.min)!.rating
}

/** Document list endpoints (product.md §7) and the kind each lists. */
export const DOCUMENT_LIST_PATHS = {
  'admin-documentation': 'admin_document',
  'regulatory-reports': 'regulatory_report',
  'marketing-materials': 'marketing_material',
} as const satisfies Record<string, UploadKind>
