import sharp from 'sharp'
import { OG_SIZE } from './seo'

/** Characters per line of the card's title before it wraps (SVG text does not wrap itself). */
const LINE_CHARACTERS = 26

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )
}

/** Splits a title into lines of whole words, each at most LINE_CHARACTERS long where possible. */
export function wrapTitle(title: string): string[] {
  const lines: string[] = []
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARACTERS)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/**
 * A page's Open Graph card as PNG, drawn at build time like the app's cards (logo, the page's
 * title, the tagline on the brand gradient), so each page and language has its own picture.
 */
export async function ogCard(title: string, tagline: string): Promise<Buffer> {
  const { width, height } = OG_SIZE
  const size = title.length > 60 ? 56 : 68
  const lines = wrapTitle(title)
  const top = height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size / 3
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b3b2b"/><stop offset="1" stop-color="#11694a"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#ffffff">
    <circle cx="108" cy="100" r="28" fill="#d8f3e6"/>
    <text x="156" y="116" font-size="44" font-weight="700">Kelp</text>
    ${lines
      .map(
        (line, i) =>
          `<text x="80" y="${top + i * size * 1.15}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`,
      )
      .join('\n    ')}
    <text x="80" y="${height - 72}" font-size="28" fill="#d8f3e6">${escapeXml(tagline)}</text>
  </g>
</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
