import { afterEach, describe, expect, it, vi } from 'vitest'
import { certificateStatus, lookupOutcome, verifyPathId } from './lookup'

const ID = 'q3VYyH1k0b9n2Hq8m0sZ4w'

describe('the verification page reads the API answer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('calls a certificate unknown only on a 404', () => {
    expect(lookupOutcome(404)).toBe('not_found')
    expect(lookupOutcome(200)).toBe('found')
    for (const status of [null, 400, 401, 429, 500, 502, 503, 504]) {
      expect(lookupOutcome(status)).toBe('unavailable')
    }
  })

  it('knows the verification paths and their ids, in every language', () => {
    expect(verifyPathId(`/en/verify/${ID}`)).toBe(ID)
    expect(verifyPathId(`/de/verify/${ID}`)).toBe(ID)
    expect(verifyPathId('/de/verify/not-an-id')).toBeNull()
    expect(verifyPathId(`/en/projects/${ID}`)).toBeNull()
  })

  it('answers null when the API cannot be reached, and its status otherwise', async () => {
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'))
    expect(await certificateStatus('http://api.internal:4000', ID, {})).toBeNull()
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 502 }))
    expect(await certificateStatus('http://api.internal:4000', ID, { 'x-request-id': 'r1' })).toBe(
      502,
    )
    const [url, init] = fetchMock.mock.calls[1]!
    expect(url).toBe(`http://api.internal:4000/api/certificates/${ID}`)
    expect(init?.method).toBe('HEAD')
    expect(init?.headers).toEqual({ 'x-request-id': 'r1' })
  })
})
