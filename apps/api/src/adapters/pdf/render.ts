import PDFDocument from 'pdfkit'

export interface PdfOptions {
  /** Tests turn compression off so the text can be read from the content streams. */
  compress?: boolean
}

/** Draws with pdfkit and collects the bytes. */
export function renderPdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  title: string,
  options: PdfOptions = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      compress: options.compress ?? true,
      info: { Title: title, Author: 'Kelp', Creator: 'Kelp' },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    draw(doc)
    doc.end()
  })
}

export const BRAND = '#0f5132'

/** Label/value rows, two columns. */
export function drawRows(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font('Helvetica').fillColor('#555555').fontSize(10).text(label, 56, y, { width: 170 })
    const labelBottom = doc.y
    doc.font('Helvetica-Bold').fillColor('#111111').text(value, 236, y, { width: 300 })
    // The next row starts below whichever column wrapped further.
    doc.x = 56
    doc.y = Math.max(labelBottom, doc.y)
    doc.moveDown(0.6)
  }
}
