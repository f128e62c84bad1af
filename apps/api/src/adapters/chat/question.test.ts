import { describe, expect, it } from 'vitest'
import { parseQuestion } from './question'

describe('parseQuestion', () => {
  it.each([
    ['Can I buy 500 t of the 2024 vintage?', 500, [2024]],
    ['Can I buy 1,000 tonnes?', 1000, []],
    ['Kann ich 1.000 t vom Jahrgang 2019 kaufen?', 1000, [2019]],
    ['Kann ich 2 500 Tonnen kaufen?', 2500, []],
    ['When will the 2026 credits be delivered?', null, [2026]],
    ['Which vintages are on offer?', null, []],
  ])('%s → %s t, vintages %j', (question, quantity, years) => {
    expect(parseQuestion(question)).toMatchObject({ quantity, years })
  })

  it('reads the topics in both languages, with whole words only', () => {
    expect(parseQuestion('Was kostet der Jahrgang 2023?')).toMatchObject({
      price: true,
      vintage: true,
    })
    expect(parseQuestion('Sind sie schon ausgegeben?').status).toBe(true)
    expect(parseQuestion('Welcher Bereich ist am schwächsten?').weakest).toBe(true)
    expect(parseQuestion('Können wir bestellen?').strongest).toBe(false)
    expect(parseQuestion('Is it registered?')).toMatchObject({ registry: true, status: false })
  })
})
