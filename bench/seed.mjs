// One seeding step for the whole bench: 10,000 projects, 1,000 companies and the Portfolio
// Manager's company with 100,000 retirements, plus a vintage with ample inventory for orders.
import pg from 'pg'
import { seedBenchProjects } from './projects.mjs'
import { seedCompany } from './portfolio-seed.mjs'

export const BENCH_COMPANIES = 1_000

export async function seedScale(databaseUrl, secret) {
  await seedBenchProjects(databaseUrl)
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  await db.query(
    `insert into companies (domain, name)
     select 'bench-company-' || i || '.com', 'Bench Company ' || i from generate_series(1, $1::int) i
     on conflict (domain) do nothing`,
    [BENCH_COMPANIES],
  )
  const token = await seedCompany(databaseUrl, secret)
  // The project page scenario uses a real (seeded) project; orders go to a bench vintage.
  const real = await db.query(
    "select slug from projects where source <> 'bench' and status = 'listed' order by score desc limit 1",
  )
  const vintage = await db.query(
    `insert into project_vintages (project_id, year, status, credits_available, price_cents)
     select id, 2023, 'issued', 1000000000, 1500 from projects where slug = 'bench-1'
     on conflict (project_id, year) do update set credits_available = 1000000000
     returning project_id`,
  )
  const counts = await db.query(
    `select (select count(*)::int from projects) as projects,
            (select count(*)::int from companies) as companies,
            (select max(n)::int from (select count(*) as n from retirements group by company_id) r) as retirements`,
  )
  await db.end()
  return {
    token,
    projectSlug: real.rows[0]?.slug ?? 'bench-1',
    order: { projectId: vintage.rows[0].project_id, vintage: 2023 },
    counts: counts.rows[0],
  }
}
