import { z } from 'zod'

interface PropertySchema {
  description?: string
  default?: unknown
}

/** Where a section of `.env.example` starts: one per environment schema. */
export const envSectionHeading = (title: string) => `# ── ${title} ──`

/**
 * One section of `.env.example` from an environment schema: every variable with its meaning
 * and default, commented out so that copying the file changes nothing. The descriptions are
 * the schema's own `.describe()` texts, so the file cannot drift from the code.
 */
export function envExampleSection(title: string, schema: z.ZodObject): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, PropertySchema>
  }
  const lines = [envSectionHeading(title)]
  for (const [name, property] of Object.entries(json.properties)) {
    if (!property.description) throw new Error(`${title}: ${name} has no description`)
    const fallback = property.default === undefined ? '' : String(property.default)
    lines.push('', `# ${property.description}`, `#${name}=${fallback}`)
  }
  return `${lines.join('\n')}\n`
}

/** The section of a whole `.env.example` text that starts with this title's heading. */
export function envExampleSectionOf(text: string, title: string): string | undefined {
  const start = text.indexOf(envSectionHeading(title))
  if (start < 0) return undefined
  const next = text.indexOf('\n# ── ', start + 1)
  return text.slice(start, next < 0 ? undefined : next + 1)
}
