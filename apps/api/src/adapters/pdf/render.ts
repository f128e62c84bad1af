import PDFDocument from 'pdfkit'
import { documentFonts, FONT } from './fonts'

export interface PdfMeta {
  title: string
  /** BCP 47 language of the text, e.g. `en` or `de`. */
  lang: string
  subject?: string
}

/**
 * Every Kelp document is drawn here: A4, PDF/A-3b (embedded fonts, XMP metadata and an sRGB
 * output intent, which pdfkit writes for the PDF/A subsets), the DejaVu fonts registered
 * under one name each, and the bytes collected into one buffer.
 */
export function renderPdf(
  draw: (doc: PDFKit.PDFDocument) => void | Promise<void>,
  meta: PdfMeta,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      pdfVersion: '1.7',
      subset: 'PDF/A-3b',
      lang: meta.lang,
      displayTitle: true,
      info: {
        Title: meta.title,
        Author: 'Kelp',
        Creator: 'Kelp',
        ...(meta.subject ? { Subject: meta.subject } : {}),
      },
    })
    const fonts = documentFonts()
    doc.registerFont(FONT.regular, fonts.regular)
    doc.registerFont(FONT.bold, fonts.bold)
    doc.font(FONT.regular)
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    Promise.resolve(draw(doc)).then(
      () => doc.end(),
      (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    )
  })
}
