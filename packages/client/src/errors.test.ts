import { describe, expect, it } from 'vitest'
import { createKelpClient, KelpError, unwrap } from './index'

const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('unwrap and KelpError', () => {
  it('hands back the data of a successful answer', async () => {
    const kelp = createKelpClient({ apiKey: 'kelp_test_x', fetch: answering(200, { id: 'o1' }) })
    await expect(
      unwrap(kelp.GET('/api/v1/orders/{id}', { params: { path: { id: 'o1' } } })),
    ).resolves.toEqual({ id: 'o1' })
  })

  it('throws the error answer as a KelpError with status, code, message and field', async () => {
    const body = { code: 'invalid_request', message: 'Invalid limit: too big', field: 'limit' }
    const kelp = createKelpClient({ apiKey: 'kelp_test_x', fetch: answering(400, body) })
    const error = await unwrap(kelp.GET('/api/v1/orders')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(KelpError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'KelpError', status: 400, ...body })
  })

  it('names the status when the answer is not the API’s error shape', async () => {
    const kelp = createKelpClient({ apiKey: 'kelp_test_x', fetch: answering(502, 'bad gateway') })
    const error = await unwrap(kelp.GET('/api/v1/orders')).catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 502,
      code: 'internal',
      message: 'Kelp answered HTTP 502',
    })
  })
})
