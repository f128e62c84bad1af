// Marketplace bench support: 10,000 synthetic projects in the bench database and a
// sequential latency probe over filter combinations (p95 < 20 ms).
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { importCore } from './core.mjs'

const { PROJECT_METHODS, PROJECT_SORTS, PROJECT_TYPES } = await importCore('projects')

export const BENCH_PROJECTS = 10_000
const COUNTRIES = [
  'US',
  'BR',
  'IN',
  'KE',
  'DE',
  'FI',
  'ID',
  'MX',
  'CO',
  'GB',
  'AU',
  'CN',
  'UG',
  'PE',
  'CA',
]

/** Inserts synthetic projects (slug bench-N) until there are BENCH_PROJECTS of them. */
export async function seedBenchProjects(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows } = await client.query(
    "select count(*)::int as n from projects where slug like 'bench-%'",
  )
  if (rows[0].n < BENCH_PROJECTS) {
    await client.query(
      `insert into projects (slug, source, source_id, name, developer, country_code, location_label,
         lat, lon, method, type, registry_key, standard, registry_id, availability, status,
         permanence_years, sdgs, score, min_price_cents, credits_available)
       select 'bench-' || i, 'bench', i::text, 'Bench project ' || i, 'Bench developer',
         ($1::text[])[1 + i % array_length($1::text[], 1)], 'Bench', (i % 140) - 70, (i % 340) - 170,
         ($2::text[])[1 + (i / 7) % array_length($2::text[], 1)], ($3::text[])[1 + (i / 3) % array_length($3::text[], 1)],
         'verra', 'VCS', 'VCS' || i, 'issued', 'listed', 100, '[13]'::jsonb,
         (i * 37) % 101, 500 + (i * 7919) % 60000, 50 + (i * 104729) % 50000
       from generate_series(1, $4::int) as i
       on conflict (slug) do nothing`,
      [COUNTRIES, PROJECT_METHODS, PROJECT_TYPES, BENCH_PROJECTS],
    )
    await client.query('analyze projects')
  }
  await client.end()
}

/** Every filter combination the UI can make, with each sort. */
export function projectListPaths() {
  const paths = []
  for (const country of ['', 'country=US']) {
    for (const method of ['', 'method=biochar']) {
      for (const type of ['', 'type=removal']) {
        for (const minScore of ['', 'minScore=60']) {
          for (const sort of PROJECT_SORTS) {
            const q = [country, method, type, minScore, `sort=${sort}`].filter(Boolean).join('&')
            paths.push(`/api/projects?${q}`)
          }
        }
      }
    }
  }
  return paths
}

/** One request at a time over every combination; the latency a single user sees. */
export async function probeProjectList(baseUrl, rounds = 5) {
  const times = []
  for (let r = 0; r < rounds; r += 1) {
    for (const path of projectListPaths()) {
      const start = performance.now()
      const res = await fetch(`${baseUrl}${path}`)
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${path} answered ${res.status}`)
      times.push(performance.now() - start)
    }
  }
  times.sort((a, b) => a - b)
  return { p50: times[Math.floor(times.length * 0.5)], p95: times[Math.floor(times.length * 0.95)] }
}
