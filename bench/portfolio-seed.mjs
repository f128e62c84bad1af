// The Portfolio Manager's bench company: an admin, 200 purchases and 100,000 retirements on
// PostgreSQL, all in SQL; returns a signed access token for the admin (the app's JWT).
import { TextEncoder } from 'node:util'
import { SignJWT } from 'jose'
import pg from 'pg'

export const RETIREMENTS = 100_000
export const DOMAIN = 'bench-portfolio.com'
const EMAIL = `bench.admin@${DOMAIN}`

/** The bench company, its admin, 200 purchases and 100,000 retirements, all in SQL. */
export async function seedCompany(databaseUrl, secret) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  await db.query('begin')
  const company = await db.query(
    `insert into companies (domain, name) values ($1, 'Bench Portfolio AG')
     on conflict (domain) do update set name = excluded.name returning id`,
    [DOMAIN],
  )
  const companyId = company.rows[0].id
  const user = await db.query(
    `insert into users (email, first_name, last_name, email_verified_at) values ($1, 'Bench', 'Admin', now())
     on conflict (email) do update set first_name = excluded.first_name returning id`,
    [EMAIL],
  )
  const userId = user.rows[0].id
  await db.query(
    `insert into memberships (user_id, company_id, role, portfolio_access) values ($1, $2, 'admin', true)
     on conflict do nothing`,
    [userId, companyId],
  )
  const { rows } = await db.query(
    'select count(*)::int as n from retirements where company_id = $1',
    [companyId],
  )
  if (rows[0].n < RETIREMENTS) {
    await db.query('delete from retirements where company_id = $1', [companyId])
    await db.query('delete from purchases where company_id = $1', [companyId])
    await db.query(
      `insert into orders (number, company_id, user_id, status, total_cents)
       values ('BENCH-ORDER', $1, $2, 'accepted', 0) on conflict (number) do nothing`,
      [companyId, userId],
    )
    await db.query(
      `insert into offers (order_id, company_id, status, subtotal_cents, valid_until, created_by, accepted_at)
       select id, $1, 'accepted', 0, now(), 'bench', now() from orders where number = 'BENCH-ORDER'
       and not exists (select 1 from offers o where o.order_id = orders.id)`,
      [companyId],
    )
    // 200 purchases over the 40 best projects and eight years.
    await db.query(
      `insert into purchases (company_id, offer_id, project_id, vintage, tonnes, price_cents, year)
       select $1, (select o.id from offers o join orders r on r.id = o.order_id where r.number = 'BENCH-ORDER'),
              p.id, 2018 + (g % 8), 500 + (g * 37) % 2000, 1200 + (g * 53) % 4000, 2019 + (g % 8)
       from generate_series(0, 199) g
       join (select id, row_number() over (order by score desc, id) - 1 as k from projects limit 40) p
         on p.k = g % 40`,
      [companyId],
    )
    await db.query(
      `insert into retirements (company_id, certificate_number, project_id, vintage, tonnes, retired_on,
                                year, beneficiary, status, confirmed_at, serial_start, serial_end)
       select $1, 'BENCH-RC-' || lpad(g::text, 7, '0'), p.id, 2018 + (g % 8), 1 + g % 25,
              d::date, extract(year from d)::int, 'Bench Portfolio AG', 'confirmed', d::timestamptz,
              'VCS-BENCH-' || lpad((g * 25)::text, 9, '0'), 'VCS-BENCH-' || lpad((g * 25 + 24)::text, 9, '0')
       from generate_series(1, ${RETIREMENTS}) g
       cross join lateral (select date '2019-01-01' + (g % 2900) as d) dd
       join (select id, row_number() over (order by score desc, id) - 1 as k from projects limit 40) p
         on p.k = g % 40`,
      [companyId],
    )
  }
  // The per-year totals the retirement service keeps in each retirement's transaction.
  await db.query('delete from retirement_year_totals where company_id = $1', [companyId])
  await db.query(
    `insert into retirement_year_totals (company_id, year, tonnes, certificates)
     select company_id, year, sum(tonnes), count(*) from retirements where company_id = $1
     group by company_id, year`,
    [companyId],
  )
  await db.query('commit')
  // What autovacuum does in production: statistics and the visibility map for index-only scans.
  await db.query('vacuum analyze retirements')
  await db.query('vacuum analyze purchases')
  const session = await db.query(
    `insert into sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id`,
    [userId],
  )
  await db.end()
  return new SignJWT({ sid: session.rows[0].id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('kelp')
    .setAudience('kelp-web')
    .setIssuedAt()
    .setExpirationTime('1d')
    .sign(new TextEncoder().encode(secret))
}
