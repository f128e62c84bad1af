import { describe, expect, it } from 'vitest'
import { renderRequestId, requestIdFrom } from './request-id'

describe('requestIdFrom', () => {
  it("keeps a caller's well-formed id", () => {
    expect(requestIdFrom('lb-7f3a9c21-0001')).toBe('lb-7f3a9c21-0001')
  })

  it('replaces a missing or unsafe id with a new UUID', () => {
    for (const incoming of [null, '', 'x', 'id with spaces\nand a new line', 'a'.repeat(65)]) {
      expect(requestIdFrom(incoming)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('renderRequestId', () => {
  const timing = (description: string) => [{ name: 'rid', description, duration: 0 }]
  const entry = (name: string, id?: string) =>
    ({ name, serverTiming: id ? timing(id) : [] }) as unknown as PerformanceResourceTiming

  it('finds the newest page render, not an API call', () => {
    expect(
      renderRequestId([
        entry('http://kelp.test/de/projects', 'page-1'),
        entry('http://kelp.test/de/projects/x?_rsc=1abc', 'rsc-2'),
        entry('http://kelp.test/api/projects', 'api-3'),
        entry('http://kelp.test/_next/static/chunk.js'),
      ]),
    ).toBe('rsc-2')
  })

  it('has none when no entry carried one', () => {
    expect(renderRequestId([entry('http://kelp.test/')])).toBeUndefined()
  })
})
