import QRCode from 'qrcode'
import { COLOUR } from './brand'

/** A QR code drawn as vector squares (no raster image, so nothing to convert for PDF/A). */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 2
  const cell = size / (modules.size + 2 * quiet)
  doc.save().rect(x, y, size, size).fill('#ffffff')
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell)
      }
    }
  }
  doc.fill(COLOUR.brandDark).restore()
}
