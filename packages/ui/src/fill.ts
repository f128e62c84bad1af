/**
 * A text with its `{name}` placeholders filled. Hosts resolve a text whose value only the browser
 * knows with its placeholders kept (the sign-in modal's, the static site's scorecard), so no
 * message parser runs in the browser; one pass, so a value is never read as a placeholder.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
