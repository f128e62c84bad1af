import { FONT } from './fonts'

/** Kelp's colours, the same as the web app's `kelp-*` theme. */
export const COLOUR = {
  brand: '#1f9d6b',
  brandDark: '#0b3b2b',
  text: '#111111',
  muted: '#555555',
  rule: '#d8f3e6',
} as const

export const LEFT = 56
export const CONTENT_WIDTH = 595.28 - 2 * LEFT

/** The leaf mark of the navbar (a 24-unit SVG path), drawn as vector art. */
const LEAF = 'M12 2c4 4 6 8 6 12a6 6 0 0 1-12 0c0-4 2-8 6-12Z'

/** Logo, word mark and the document's title, with a rule below. */
export function drawHeader(doc: PDFKit.PDFDocument, title: string, subtitle?: string) {
  const top = 48
  doc.save().translate(LEFT, top).scale(1.2).path(LEAF).fill(COLOUR.brand).restore()
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(COLOUR.brandDark)
    .text('Kelp', LEFT + 34, top + 2)
  doc
    .moveTo(LEFT, top + 40)
    .lineTo(LEFT + CONTENT_WIDTH, top + 40)
    .lineWidth(2)
  doc.strokeColor(COLOUR.brand).stroke()
  doc
    .font(FONT.bold)
    .fontSize(19)
    .fillColor(COLOUR.text)
    .text(title, LEFT, top + 56)
  if (subtitle)
    doc.moveDown(0.2).font(FONT.regular).fontSize(10).fillColor(COLOUR.muted).text(subtitle)
  doc.moveDown()
}

/** Label/value rows, two columns; a row starts below whichever column wrapped further. */
export function drawRows(doc: PDFKit.PDFDocument, rows: [string, string][], labelWidth = 170) {
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font(FONT.regular).fillColor(COLOUR.muted).fontSize(10)
    doc.text(label, LEFT, y, { width: labelWidth - 10 })
    const labelBottom = doc.y
    doc.font(FONT.bold).fillColor(COLOUR.text)
    doc.text(value, LEFT + labelWidth, y, { width: CONTENT_WIDTH - labelWidth })
    doc.x = LEFT
    doc.y = Math.max(labelBottom, doc.y)
    doc.moveDown(0.5)
  }
}

/** Small print in the brand's muted colour. */
export function drawNote(doc: PDFKit.PDFDocument, text: string) {
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOUR.muted)
  doc.text(text, LEFT, doc.y, { width: CONTENT_WIDTH })
}
