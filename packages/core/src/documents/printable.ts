/**
 * Text printed on Kelp's PDFs uses one embedded font (DejaVu Sans): Latin, Greek and
 * Cyrillic letters, digits, punctuation and combining accents. Scripts it lacks (Chinese,
 * Japanese, Korean, Arabic, Hebrew, emoji, …) would print as empty boxes, so such text is
 * refused where it is entered instead (docs/decisions/121).
 */
const ALLOWED =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]*$/u
const EMOJI = /\p{Extended_Pictographic}/u
/** Common-script blocks the font does not cover: CJK symbols, fullwidth forms and beyond. */
const OUTSIDE_FONT = /[\u2e80-\uffff\u{10000}-\u{10ffff}]/u

/** Whether every character of `text` prints with the documents' font. */
export function printableOnDocuments(text: string): boolean {
  return ALLOWED.test(text) && !EMOJI.test(text) && !OUTSIDE_FONT.test(text)
}
