import { inflateSync } from 'node:zlib'

/** WinAnsiEncoding 0x80–0x9F (the rest is Latin-1); Node's TextDecoder lacks these. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function winAnsi(bytes: Buffer): string {
  return Array.from(bytes, (b) =>
    b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b),
  ).join('')
}

/** Text of one content-stream string operand: <hex> or (literal) with escapes. */
function decodeOperand(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '')
    return winAnsi(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'))
  }
  return token
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) =>
      /^[0-7]/.test(c)
        ? String.fromCharCode(parseInt(c, 8))
        : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c),
    )
}

/**
 * The text of a PDF drawn with the standard 14 fonts (what pdfkit writes with Helvetica):
 * inflates every Flate stream and reads its Tj/TJ operators, one line per text object.
 * Enough to check what a generated certificate says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  const streams = /stream\r?\n/g
  let match: RegExpExecArray | null
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue
    }
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      const ops =
        block.match(/\[(?:[^\]\\]|\\.)*\]\s*TJ|(?:<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g) ??
        []
      const text = ops
        .map((op) =>
          (op.match(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g) ?? []).map(decodeOperand).join(''),
        )
        .join('')
      if (text.trim()) lines.push(text)
    }
  }
  // pdfkit marks its line-break hyphenation points with soft hyphens.
  return lines.join('\n').replace(/\u00ad/g, '')
}
