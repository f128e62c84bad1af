/** A PDF of any size for upload tests (API tests and the browser tests import it). */

/**
 * A valid one-page PDF carrying `padding` bytes of incompressible data in a stream object,
 * with a correct cross-reference table, so a PDF parser reads it like any other.
 */
export function pdfOfSize(padding: number, text = 'Kelp test document'): Buffer {
  const data = Buffer.alloc(padding)
  for (let i = 0; i + 4 <= padding; i += 4)
    data.writeUInt32LE((Math.imul(i, 2654435761) ^ i) >>> 0, i)
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> >> /PieceInfo << /Kelp << /Private 6 0 R >> >> >>',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
    [`<< /Length ${padding} >>\nstream\n`, data, '\nendstream'],
  ]
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = chunks[0]!.length
  const offsets: number[] = []
  objects.forEach((parts, i) => {
    offsets.push(offset)
    const bytes = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)),
      Buffer.from('\nendobj\n'),
    ])
    chunks.push(bytes)
    offset += bytes.length
  })
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ]
  chunks.push(Buffer.from(`${xref.join('\n')}\n`))
  return Buffer.concat(chunks)
}
