import { describe, expect, it } from 'vitest'
import { createKelpClient } from './index'

/** A fetch that records the request and answers with `body` and `status`. */
function recordingFetch(status: number, body: unknown) {
  const seen: Request[] = []
  const fetch = async (input: Request) => {
    seen.push(input)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { seen, fetch }
}

describe('createKelpClient', () => {
  it('sends the key, language and idempotency key to the given origin', async () => {
    const { seen, fetch } = recordingFetch(201, { id: 'o1' })
    const kelp = createKelpClient({
      apiKey: 'kelp_test_abc',
      origin: 'http://localhost:3000/',
      locale: 'de',
      fetch,
    })
    const { data } = await kelp.POST('/api/v1/orders', {
      params: { header: { 'idempotency-key': 'checkout-42' } },
      body: { lines: [{ projectId: crypto.randomUUID(), vintage: 2022, tonnes: 1 }] },
    })
    expect(data).toEqual({ id: 'o1' })
    const [request] = seen
    expect(request!.url).toBe('http://localhost:3000/api/v1/orders')
    expect(request!.headers.get('authorization')).toBe('Bearer kelp_test_abc')
    expect(request!.headers.get('accept-language')).toBe('de')
    expect(request!.headers.get('idempotency-key')).toBe('checkout-42')
  })

  it('hands back the documented error shape', async () => {
    const problem = { code: 'insufficient_scope', message: 'This API key lacks the scope.' }
    const { fetch } = recordingFetch(403, problem)
    const kelp = createKelpClient({ apiKey: 'kelp_live_x', fetch })
    const { data, error } = await kelp.GET('/api/v1/orders')
    expect(data).toBeUndefined()
    expect(error).toEqual(problem)
  })
})
