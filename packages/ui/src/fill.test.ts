import { describe, expect, it } from 'vitest'
import { fill } from './fill'

describe('fill', () => {
  it('fills each placeholder with its value and leaves an unknown one as it is', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })

  it('does not read a value as a placeholder', () => {
    expect(fill('Scorecard for {company}', { company: 'ACME {savings}', savings: 'x' })).toBe(
      'Scorecard for ACME {savings}',
    )
  })
})
