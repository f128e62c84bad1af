import { BRAND, renderPdf } from './render'

export interface TextSection {
  heading: string
  paragraphs: string[]
}

/** A plain report-style PDF (title, subtitle, sections), e.g. for seeded demo documents. */
export function renderTextDocument(title: string, subtitle: string, sections: TextSection[]) {
  return renderPdf((doc) => {
    doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(24).text('Kelp')
    doc.moveDown(0.5).fillColor('#111111').fontSize(18).text(title)
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555').text(subtitle)
    for (const section of sections) {
      doc.moveDown().font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(section.heading)
      for (const p of section.paragraphs) {
        doc.moveDown(0.4).font('Helvetica').fontSize(10).text(p, { align: 'left' })
      }
    }
  }, title)
}
