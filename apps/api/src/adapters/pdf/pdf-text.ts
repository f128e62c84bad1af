import { inflateSync } from 'node:zlib'

/**
 * The text drawn by a pdfkit document (standard fonts), for tests: inflates each content
 * stream and joins the hex strings of every TJ array, one line per array.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1')
    } catch {
      content = m[1]!
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join('')
      lines.push(text)
    }
  }
  // WinAnsi differs from latin1 in 0x80–0x9f; map the characters Kelp's PDFs use.
  return lines.join('\n').replaceAll('\x96', '–').replaceAll('\x80', '€')
}
