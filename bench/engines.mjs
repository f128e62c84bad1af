// Engines from packages/core, bundled with esbuild and timed in-process: the planner's
// 30-year recomputation, the footprint calculator's quote and SII scoring of 10,000 projects.
import { performance } from 'node:perf_hooks'
import { root } from '../scripts/lib.mjs'
import { importBundled, importCore } from './core.mjs'

/** Median and p99 of `runs` timed calls after `warmup` untimed ones, in ms. */
function time(fn, { warmup, runs }) {
  for (let i = 0; i < warmup; i++) fn(i)
  const times = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn(i)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q) => times[Math.floor(q * (times.length - 1))]
  return { median: at(0.5), p99: at(0.99) }
}

const ms = (v) => (v < 0.1 ? `${(v * 1000).toFixed(1)} µs` : `${v.toFixed(2)} ms`)

function siiInput(i) {
  return {
    developer: i % 9 ? `Developer ${i}` : '',
    countryCode: i % 11 ? 'DE' : null,
    locationExact: i % 3 !== 0,
    registryKey: ['verra', 'gold-standard', 'puro-earth', null][i % 4],
    registryId: `ID-${i}`,
    sources:
      i % 4 === 3 ? [{ name: 'CarbonPlan CDR Database', url: 'https://carbonplan.org' }] : [],
    method: ['biochar', 'soil', 'methane', 'ocean'][i % 4],
    methodology: i % 5 ? `VM00${i % 50}` : null,
    documentationUrl: i % 4 ? `https://registry.example/${i}` : null,
    status: ['listed', 'registered', 'under_validation'][i % 3],
    permanenceYears: [1, 20, 40, 100, 1000][i % 5],
    annualVolumeT: (i * 7919) % 500_000,
    issuedCredits: (i * 104_729) % 5_000_000,
    verifier: i % 6 ? 'SCS Global' : null,
    sdgs: [13, ...(i % 2 ? [15] : []), ...(i % 3 ? [6, 8] : [])],
    sdgsFromRegistry: i % 2 === 1,
    vintages: [{ year: 2020 + (i % 6), status: i % 2 ? 'issued' : 'forward' }],
    asOfYear: 2026,
    cdr:
      i % 7 === 0
        ? {
            rating: i % 5,
            additionality: i % 4,
            specificity: i % 3,
            negativity: i % 2 ? 0.9 : null,
            volumeValidated: true,
          }
        : null,
  }
}

export async function runEngines() {
  const planner = await importCore('planner')
  const contributions = await importCore('contributions')
  // SII scoring alone, without the rest of the projects entry.
  const sii = await importBundled(`${root}/packages/core/src/projects/sii.ts`)

  const settings = {
    ...planner.defaultPlannerSettings,
    basis: 'scope123',
    scope1: 1200,
    scope2: 800,
    scope3: 14000,
    baselineYear: 2020,
    baselineEmissions: 16000,
    targetYear: 2050,
    approach: 'tonne_for_tonne',
    offsetTarget: 'sbti_removals',
    shortTermGoal: { year: 2030, percent: 55 },
    longTermGoal: { year: 2050, percent: 90 },
  }
  const years = planner.computePlan(settings).years.length
  const plan = time((i) => planner.computePlan({ ...settings, budgetCents: i }), {
    warmup: 200,
    runs: 2000,
  })

  const industries = contributions.INDUSTRIES
  const portfolio = contributions.PORTFOLIO_IDS[0]
  const quote = time(
    (i) =>
      contributions.quoteContribution(
        i % 2
          ? {
              emissionType: 'business',
              industry: industries[i % industries.length],
              employees: 1 + i,
            }
          : { emissionType: 'personal', adults: 1 + (i % 5), children: i % 4 },
        portfolio,
        i % 3 ? 'monthly' : 'once-off',
      ),
    { warmup: 1000, runs: 20_000 },
  )

  const inputs = Array.from({ length: 10_000 }, (_, i) => siiInput(i))
  const scoring = time(() => inputs.forEach((p) => sii.computeSii(p)), { warmup: 2, runs: 20 })

  return [
    {
      group: 'engines',
      scenario: `planner recomputation (${years} years)`,
      figure: `median ${ms(plan.median)}, p99 ${ms(plan.p99)}`,
      budget: 'p99 < 2 ms',
      pass: plan.p99 < 2,
      raw: plan,
    },
    {
      group: 'engines',
      scenario: 'footprint calculator quote',
      figure: `median ${ms(quote.median)}, p99 ${ms(quote.p99)}`,
      budget: 'p99 < 1 ms (one keystroke)',
      pass: quote.p99 < 1,
      raw: quote,
    },
    {
      group: 'engines',
      scenario: 'SII scoring, 10,000 projects',
      figure: `median ${ms(scoring.median)}, p99 ${ms(scoring.p99)}`,
      budget: 'p99 < 1 s (whole catalogue)',
      pass: scoring.p99 < 1000,
      raw: scoring,
    },
  ]
}
