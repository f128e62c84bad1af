/**
 * `text` with one character changed to a different one: the first character of its last
 * `.`-separated part (a JWT's signature, or the whole text when it has no dot) becomes `0`,
 * or `1` when it already is `0`.
 *
 * Never the last character: in base64url the last character of a 32-byte signature carries
 * two padding bits a decoder ignores, so `…1` → `…0` can decode to the same bytes and the
 * "forged" token would still verify (1 run in 16 did, before this helper changed).
 */
export function tamper(text: string): string {
  const at = text.lastIndexOf('.') + 1
  const changed = text[at] === '0' ? '1' : '0'
  return `${text.slice(0, at)}${changed}${text.slice(at + 1)}`
}
