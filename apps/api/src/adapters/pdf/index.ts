export { renderInvoice, type InvoiceData } from './invoice'
export { renderCertificate, type CertificateData } from './certificate'
export type { PdfOptions } from './render'
export { renderTextDocument, type TextSection } from './text-document'
