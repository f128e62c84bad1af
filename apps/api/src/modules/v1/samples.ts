/**
 * Request examples of a public API operation in curl and TypeScript (@kelp/client), kept in the
 * OpenAPI document as `x-codeSamples` so the docs page and any reader of the document show them.
 */
export function codeSamples(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  idempotent = false,
) {
  const url = `https://kelp.example/api/v1${path}`
  const curl = [
    `curl -X ${method} '${url.replace(/\{(\w+)\}/g, '$1_VALUE')}'`,
    `  -H 'Authorization: Bearer kelp_test_…'`,
    ...(idempotent ? [`  -H 'Idempotency-Key: 5f0c8a1e-order-42'`] : []),
    ...(body ? [`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(body)}'`] : []),
  ].join(' \\\n')
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => `${m[1]}: '…'`)
  const options = [
    params.length ? `params: { path: { ${params.join(', ')} } }` : undefined,
    idempotent ? `params: { header: { 'idempotency-key': '5f0c8a1e-order-42' } }` : undefined,
    body ? `body: ${JSON.stringify(body)}` : undefined,
  ].filter(Boolean)
  const ts = [
    `import { createKelpClient } from '@kelp/client'`,
    ``,
    `const kelp = createKelpClient({ apiKey: process.env.KELP_API_KEY! })`,
    `const { data, error } = await kelp.${method}('/api/v1${path}'${
      options.length ? `, { ${options.join(', ')} }` : ''
    })`,
  ].join('\n')
  return [
    { lang: 'Shell', label: 'curl', source: curl },
    { lang: 'TypeScript', label: 'TypeScript', source: ts },
  ]
}
