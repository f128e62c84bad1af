import { drawHeader } from './brand'
import { FONT } from './fonts'
import { renderPdf } from './render'

export interface TextSection {
  heading: string
  paragraphs: string[]
}

/** A plain report-style PDF (title, subtitle, sections), e.g. for seeded demo documents. */
export function renderTextDocument(title: string, subtitle: string, sections: TextSection[]) {
  return renderPdf(
    (doc) => {
      drawHeader(doc, title, subtitle)
      for (const section of sections) {
        doc.moveDown().font(FONT.bold).fontSize(12).fillColor('#111111').text(section.heading)
        for (const p of section.paragraphs) {
          doc.moveDown(0.4).font(FONT.regular).fontSize(10).text(p, { align: 'left' })
        }
      }
    },
    { title, lang: 'en' },
  )
}
