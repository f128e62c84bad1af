/**
 * The Markdown body of a content page as the app's ContentSections rendered it: each `##`
 * heading with what follows it is one section, with the same classes, so moved pages look the
 * same.
 */
const CLASSES: Record<string, string> = {
  h2: 'text-2xl font-semibold',
  p: 'leading-relaxed text-ink/85',
  ul: 'grid list-disc gap-2 pl-6 text-ink/85',
}

function withClasses(html: string): string {
  return html.replace(/<(h2|p|ul)(\s[^>]*)?>/g, (tag, name: string, attrs = '') =>
    CLASSES[name] ? `<${name}${attrs} class="${CLASSES[name]}">` : tag,
  )
}

/** The body's sections, each `<section class="grid max-w-3xl gap-4">`. */
export function sectionsHtml(html: string): string {
  return html
    .split(/(?=<h2[\s>])/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => `<section class="grid max-w-3xl gap-4">${withClasses(chunk)}</section>`)
    .join('')
}

/**
 * The keys pseudo-locale (docs/architecture.md §5): every text of the body becomes its key,
 * `<prefix>.body.<n>` in document order, the markup stays.
 */
export function keyedHtml(html: string, prefix: string): string {
  let n = 0
  return html.replace(/>([^<]*[^\s<][^<]*)</g, () => `>${prefix}.body.${n++}<`)
}
