// Self-service purchase under load (decision 150): BUYERS buyers at once, each going through the
// journey's API steps in turn — the purchase from the cart (reserve, order, sandbox Checkout),
// the sandbox payment (its verified event delivers the tonnes and issues the invoice) and the
// order read that shows the holdings — for DURATION seconds after a warm-up. Each step's p99
// is its own row. Every journey is a different buyer's network and e-mail address (the
// payment page is limited per address, as it is for real buyers).
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { DOMAIN } from './portfolio-seed.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const BUYERS = Number(process.env.BENCH_PURCHASE_BUYERS ?? 20)
const BUDGET_P99 = 150
const VINTAGE = 2024
/** Tries of one step that the API answered 503 "busy". */
const MAX_TRIES = 20
const shed = {}
/** One supply lot large enough for every purchase of the run (whole kilograms, int4). */
const LOT_TONNES = 2_000_000

/**
 * One lot per buyer's project (bench-1 … bench-BUYERS, vintage 2024) in the ledger with its
 * projection row, and billing details for the buying company. Buyers of different products
 * do not queue on one lot's row lock; one lot sold to many at once is the concurrency test's
 * case (purchase-concurrency.test.ts).
 */
export async function seedPurchase(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const kg = LOT_TONNES * 1000
  const projects = []
  for (let i = 1; i <= BUYERS; i++) {
    const { rows } = await db.query('select id from projects where slug = $1', [`bench-${i}`])
    const projectId = rows[0].id
    projects.push(projectId)
    const lot = await db.query(
      `insert into supply_lots (project_id, vintage, status, quantity_kg, cost_cents_per_tonne,
         price_cents_per_tonne, registry_key, issuance_id, issuance_quantity_kg, evidence, demo, created_by)
       values ($1, $2, 'issued', $3, 1000, 1500, 'verra', $4, $3, 'Bench lot (not an offer)', true, 'bench')
       returning id`,
      [projectId, VINTAGE, kg, `BENCH-${randomUUID()}`],
    )
    const lotId = lot.rows[0].id
    await db.query(
      `insert into ledger_movements (kind, lot_id, kg, reference, operation_key, idempotency_key, actor)
       values ('listed', $1, $2, $3, $3, $4, 'bench')`,
      [lotId, kg, `lot:${lotId}`, `lot:${lotId}:listed:${lotId}`],
    )
    await db.query(
      `insert into project_vintages (project_id, year, status, credits_available, price_cents, demo)
       values ($1, $2, 'issued', $3, 1500, true)
       on conflict (project_id, year) do update set credits_available = excluded.credits_available`,
      [projectId, VINTAGE, LOT_TONNES],
    )
  }
  await db.query(
    `insert into company_billing (company_id, legal_name, street, postcode, city, country)
     select id, 'Bench Buyer GmbH', 'Benchstraße 1', '10115', 'Berlin', 'DE'
     from companies where domain = $1
     on conflict (company_id) do nothing`,
    [DOMAIN],
  )
  await db.end()
  return projects
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]

/**
 * One API step as the buyer lives it: a 503 "busy" (the API sheds load past its connection
 * pool) is sent again at once, as its message asks, and the step's time includes every try.
 */
async function timed(samples, step, call) {
  const start = performance.now()
  let res
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    res = await call()
    if (res.status !== 503) break
    await res.arrayBuffer()
    shed[step] = (shed[step] ?? 0) + 1
  }
  const body = await res.json()
  samples[step].push(performance.now() - start)
  if (!res.ok) throw new Error(`${step}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

let journeyCount = 0

async function journey(origin, context, projectId, samples) {
  const n = ++journeyCount
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  const auth = { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' }
  const bought = await timed(samples, 'purchase', () =>
    fetch(`${origin}/api/orbit/purchase`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        cartItems: [{ projectId, vintage: VINTAGE, tonnes: 1 }],
        paymentMethod: 'card',
        idempotencyKey: randomUUID(),
      }),
    }),
  )
  const session = bought.checkoutUrl.split('/').pop()
  await timed(samples, 'pay', () =>
    fetch(`${origin}/api/payments/sandbox/sessions/${session}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        email: `bench.buyer.${n}@example.org`,
        name: 'Bench Buyer',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      }),
    }),
  )
  const { order } = await timed(samples, 'order', () =>
    fetch(`${origin}/api/orbit/orders/${bought.order.id}`, { headers: auth }),
  )
  if (order.status !== 'delivered') throw new Error(`order ${order.number} is ${order.status}`)
}

async function loadFor(seconds, origin, context, projects) {
  const samples = { purchase: [], pay: [], order: [] }
  const until = Date.now() + seconds * 1000
  let journeys = 0
  await Promise.all(
    projects.map(async (projectId) => {
      while (Date.now() < until) {
        await journey(origin, context, projectId, samples)
        journeys++
      }
    }),
  )
  return { samples, journeys }
}

export async function runPurchaseScenario({ origin, databaseUrl, context }) {
  const projects = await seedPurchase(databaseUrl)
  if (WARMUP > 0) await loadFor(WARMUP, origin, context, projects)
  for (const key of Object.keys(shed)) delete shed[key]
  const { samples, journeys } = await loadFor(DURATION, origin, context, projects)
  const steps = [
    ['purchase', 'POST /api/orbit/purchase (reserve, order, Checkout)'],
    ['pay', 'POST sandbox pay (verified event: sell, deliver, invoice, receipt)'],
    ['order', 'GET /api/orbit/orders/{id} (delivered)'],
  ]
  return steps.map(([key, name]) => {
    const sorted = samples[key].sort((a, b) => a - b)
    const p50 = Math.round(quantile(sorted, 0.5))
    const p99 = Math.round(quantile(sorted, 0.99))
    return {
      group: 'purchase',
      scenario: `${name}, ${BUYERS} buyers`,
      figure: `p50 ${p50} ms, p99 ${p99} ms (${journeys} journeys in ${DURATION} s, ${shed[key] ?? 0} busy retries)`,
      reference: '—',
      ratio: null,
      budget: `p99 < ${BUDGET_P99} ms`,
      pass: p99 < BUDGET_P99,
      raw: { p50, p99, count: sorted.length, journeys, busyRetries: shed[key] ?? 0 },
    }
  })
}
