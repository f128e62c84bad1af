import { readFile } from 'node:fs/promises'
import { extractText, getDocumentProxy } from 'unpdf'

/** The text of a PDF (a downloaded file's path, or the bytes of a response), pages merged. */
export async function pdfText(source: string | Uint8Array): Promise<string> {
  const bytes = typeof source === 'string' ? await readFile(source) : source
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return text
}
