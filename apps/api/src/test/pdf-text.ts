import { inflateSync } from 'node:zlib'
import { extractText, getDocumentProxy } from 'unpdf'

/** The text a PDF shows, pages merged, read with pdf.js (through unpdf) as a viewer would. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(doc, { mergePages: true })
  return text
}

/**
 * The embedded files of a PDF (e.g. the e-invoice XML): every `/Type /EmbeddedFile` stream,
 * inflated. pdf.js lists attachments by name but not their bytes, so they are read here.
 */
export function pdfEmbeddedFiles(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1')
  const files: string[] = []
  const pattern = /\/Type \/EmbeddedFile[\s\S]*?\/Length (\d+)[\s\S]*?stream\r?\n/g
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const start = m.index + m[0].length
    const body = Buffer.from(raw.slice(start, start + Number(m[1])), 'latin1')
    files.push(inflateSync(body).toString('utf8'))
  }
  return files
}
