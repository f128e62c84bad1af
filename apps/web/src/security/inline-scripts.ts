import { createHash } from 'node:crypto'

// A <script> start tag (attribute values may hold '>'), its raw text and the end tag. Script
// content is raw text: the element ends at the first `</script`, exactly as the parser sees it.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

// Script types the browser runs (and so checks against script-src); any other type, such as
// application/ld+json or application/json, is a data block that never executes.
const JS_MIME = /^(?:text|application)\/(?:x-)?(?:java|ecma)script$|^text\/(?:jscript|livescript)$/
const EXECUTED_TYPES = new Set(['module', 'importmap', 'speculationrules'])

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name!.toLowerCase()
    if (!found.has(key)) found.set(key, double ?? single ?? bare ?? '')
  }
  return found
}

function isExecutedInline(attrs: Map<string, string>): boolean {
  if (attrs.has('src')) return false
  const type = attrs.get('type')?.trim().toLowerCase()
  if (type === undefined || type === '') return true
  return JS_MIME.test(type) || EXECUTED_TYPES.has(type)
}

/** The text of every inline script of the page that a browser would execute, in order. */
export function inlineScripts(html: string): string[] {
  // The HTML parser turns CR LF and lone CR into LF before the script text is hashed.
  const normalized = html.replace(/\r\n?/g, '\n')
  const scripts: string[] = []
  for (const [, attrs = '', text = ''] of normalized.matchAll(SCRIPT)) {
    if (isExecutedInline(attributes(attrs))) scripts.push(text)
  }
  return scripts
}

/** The CSP hash source (`sha256-…`, without quotes) of a script's UTF-8 text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/** The hash source of each inline script of the page, once each. */
export function scriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))]
}
