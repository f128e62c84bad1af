import { getDocumentProxy } from 'unpdf'
import { DOCUMENT_FILE_TYPES } from '@kelp/core/portfolio'

export const extensionOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? ''

export const contentTypeOf = (fileName: string) =>
  DOCUMENT_FILE_TYPES[extensionOf(fileName)] ?? 'application/octet-stream'

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b)
const ZIP = [0x50, 0x4b, 0x03, 0x04]
/** An Office Open XML package: a zip with its kind's part folder (entry names are plain text). */
const isOffice = (folder: string) => (bytes: Buffer) =>
  startsWith(bytes, ZIP) && bytes.includes(folder)

/** A PDF by its header (within the first 1,024 bytes, as readers allow) and by parsing it. */
async function isPdf(bytes: Buffer): Promise<boolean> {
  const header = bytes.indexOf('%PDF-')
  if (header < 0 || header > 1024) return false
  try {
    // pdf.js may take the buffer over: it gets a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 })
    const pages = pdf.numPages
    await pdf.loadingTask.destroy()
    return pages > 0
  } catch {
    return false
  }
}

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

const CHECKS: Record<string, (bytes: Buffer) => boolean | Promise<boolean>> = {
  pdf: isPdf,
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  csv: isText,
  txt: isText,
  zip: (bytes) => startsWith(bytes, ZIP),
  docx: isOffice('word/'),
  xlsx: isOffice('xl/'),
  pptx: isOffice('ppt/'),
}

/**
 * Whether the bytes are what the file name says: a PDF parses as a PDF, an image has its
 * signature, an Office file is a zip with its part folder, text is UTF-8. Answers the content
 * type to store, or undefined for a file that is not what it claims (or of a type Kelp does
 * not take).
 */
export async function checkedContentType(
  fileName: string,
  bytes: Buffer,
): Promise<string | undefined> {
  const ext = extensionOf(fileName)
  const check = CHECKS[ext]
  if (!check || bytes.length === 0) return undefined
  return (await check(bytes)) ? DOCUMENT_FILE_TYPES[ext] : undefined
}
