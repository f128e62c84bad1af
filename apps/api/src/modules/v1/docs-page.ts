import { exampleOf } from './example'

type Operation = {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>
  'x-codeSamples'?: { label: string; source: string }[]
}
type Doc = {
  info: { title: string; description: string }
  tags: { name: string; description: string }[]
  paths: Record<string, Record<string, Operation>>
  components: { schemas?: Record<string, never> }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const inline = (s: string) =>
  escape(s)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/`([^`]+)`/g, '<code>$1</code>')

function operationHtml(method: string, path: string, op: Operation, doc: Doc): string {
  const schemas = doc.components.schemas ?? {}
  const success = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith('2'))
  const answer = success?.[1].content?.['application/json']?.schema
  const samples = (op['x-codeSamples'] ?? []).map(
    (s) => `<h4>${escape(s.label)}</h4><pre><code>${escape(s.source)}</code></pre>`,
  )
  const response = answer
    ? `<h4>Response ${escape(success![0])}</h4><pre><code>${escape(
        JSON.stringify(exampleOf(answer as never, schemas), null, 2),
      )}</code></pre>`
    : ''
  return `<article id="${escape(op.operationId ?? path)}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${inline(op.summary ?? '')}</p>${op.description ? `<p>${inline(op.description)}</p>` : ''}
${samples.join('\n')}${response}</article>`
}

/** The public API's reference page: one section per tag, each operation with examples. */
export function v1DocsPage(doc: Doc): string {
  const sections = doc.tags.map((tag) => {
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags?.includes(tag.name))
        .map(([method, op]) => operationHtml(method, path, op, doc)),
    )
    return `<section><h2 id="${escape(tag.name)}">${escape(tag.name)}</h2><p>${inline(tag.description)}</p>${ops.join('\n')}</section>`
  })
  const nav = doc.tags.map((t) => `<a href="#${escape(t.name)}">${escape(t.name)}</a>`).join(' · ')
  const intro = doc.info.description
    .split('\n\n')
    .map((p) => `<p>${inline(p)}</p>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title><link rel="stylesheet" href="docs.css"></head>
<body><main><h1>${escape(doc.info.title)}</h1>${intro}
<nav aria-label="Sections">${nav} · <a href="openapi.json">openapi.json</a></nav>
${sections.join('\n')}</main></body></html>`
}

export const DOCS_CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#12302a;background:#f6faf8}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:2rem}h2{margin-top:48px;border-bottom:2px solid #2f7d6b}
article{background:#fff;border:1px solid #d5e4de;border-radius:8px;padding:16px;margin:16px 0}
.method{display:inline-block;min-width:3.5em;color:#fff;background:#2f7d6b;border-radius:4px;padding:0 6px;font-size:.85em}
pre{background:#0f2520;color:#e9f5f1;padding:12px;border-radius:6px;overflow-x:auto;font-size:.85em}
a{color:#1d5e50}`
