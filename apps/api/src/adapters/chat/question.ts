/** What a buyer's question asks for, read from its wording (English and German). */
export interface ParsedQuestion {
  /** Tonnes asked for ("500 t", "1,000 tonnes", "1.000 Tonnen"), if any. */
  quantity: number | null
  /** Vintage years named in the question. */
  years: number[]
  price: boolean
  availability: boolean
  status: boolean
  vintage: boolean
  /** Asks about the registry (answered from the registry fact, not the vintages). */
  registry: boolean
  weakest: boolean
  strongest: boolean
}

const QUANTITY =
  /(\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+|\d+)\s*(?:t|tonnes?|tons?|tonnen|tco2e?|credits?|zertifikate?n?)(?![\p{L}\d])/iu
const YEAR = /(?<![\d.,])(?:19|20)\d{2}(?![\d.,]?\d)/g
/** Whole words (Unicode-aware: `\b` does not see letters such as ü). */
export const words = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\d])(?:${alternatives})(?![\\p{L}\\d])`, 'iu')

const PRICE = words(
  'price\\w*|costs?|expensive|cheap\\w*|pay|euros?|eur|preis\\w*|kost\\w*|teuer\\w*|günstig\\w*|zahl\\w*',
)
const AVAILABILITY = words(
  'buy|purchase|order|get|available|availability|left|stock|how many|how much|kauf\\w*|erwerb\\w*|bestell\\w*|verfügbar\\w*|wie viele|wie viel|menge|übrig',
)
const STATUS = words(
  'issued|forward|future|deliver\\w*|exist\\w*|verified|retir\\w*|ausgegeben\\w*|ausgestellt\\w*|termin\\w*|künftig\\w*|zukünftig\\w*|liefer\\w*|verifiziert\\w*|stillleg\\w*|stillgelegt',
)
const REGISTRY = words('regist\\w*|register\\w*')
const VINTAGE = words('vintages?|jahrg\\w*|years?|jahre?')
const WEAKEST = words(
  'weak\\w*|worst|lowest|poorest|schwäch\\w*|schwach\\w*|schlecht\\w*|niedrigst\\w*',
)
const STRONGEST = words('strong\\w*|best|highest|stärk\\w*|höchst\\w*|beste[nrms]?')

export function parseQuestion(question: string): ParsedQuestion {
  const found = QUANTITY.exec(question)
  // "the 2026 credits" names a vintage, not a quantity.
  const quantityMatch =
    found && /^(19|20)\d{2}\s*(credit|zertifikat)/i.test(found[0]) ? null : found
  const quantity = quantityMatch ? Number(quantityMatch[1]!.replace(/\D/g, '')) : null
  const rest = quantityMatch ? question.replace(quantityMatch[0], ' ') : question
  const years = [...new Set([...rest.matchAll(YEAR)].map((m) => Number(m[0])))]
  return {
    quantity,
    years,
    price: PRICE.test(question) || question.includes('€'),
    availability: AVAILABILITY.test(question) || quantity !== null,
    status: STATUS.test(question),
    vintage: VINTAGE.test(question),
    registry: REGISTRY.test(question),
    weakest: WEAKEST.test(question),
    strongest: STRONGEST.test(question),
  }
}
