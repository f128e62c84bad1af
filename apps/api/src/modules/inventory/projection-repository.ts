import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * Recomputes what the marketplace reads (project_vintages and the project's stock columns)
 * from the project's lots and their ledger, in the caller's transaction, after each movement:
 * - a vintage's credits_available: the whole tonnes left in its lots (kilograms summed first);
 * - its price: the cheapest lot that still has kilograms for sale, else the cheapest lot (so a
 *   sold-out vintage keeps the price it was last offered at);
 * - issued when any of its lots is issued, else forward with the earliest expected delivery;
 * - demo when any of its lots is a demo lot;
 * - the project's availability, lowest price, stock and demo flag from its vintages in stock.
 */
export async function refreshProjection(db: Database, projectId: string): Promise<void> {
  await db.execute(sql`
    insert into project_vintages
      (project_id, year, status, expected_delivery_year, credits_available, price_cents, demo)
    select l.project_id, l.vintage,
      case when bool_or(l.status = 'issued') then 'issued' else 'forward' end,
      case when bool_or(l.status = 'issued') then null else min(l.expected_delivery_year) end,
      floor(coalesce(sum(b.available), 0) / 1000)::int,
      coalesce(
        min(l.price_cents_per_tonne) filter (where coalesce(b.available, 0) > 0),
        min(l.price_cents_per_tonne)
      ),
      bool_or(l.demo)
    from supply_lots l
    left join (
      select m.lot_id, sum(case
        when m.kind in ('listed', 'released') then m.kg
        when m.kind in ('delisted', 'reserved') then -m.kg
        else 0 end) as available
      from ledger_movements m
      join supply_lots s on s.id = m.lot_id
      where s.project_id = ${projectId}
      group by m.lot_id
    ) b on b.lot_id = l.id
    where l.project_id = ${projectId}
    group by l.project_id, l.vintage
    on conflict (project_id, year) do update set
      status = excluded.status,
      expected_delivery_year = excluded.expected_delivery_year,
      credits_available = excluded.credits_available,
      price_cents = excluded.price_cents,
      demo = excluded.demo,
      updated_at = now()
  `)
  await db.execute(sql`
    update projects p set
      credits_available = coalesce(v.credits, 0),
      min_price_cents = v.min_price,
      availability = case
        when v.issued then 'issued' when v.forward then 'forward' else 'information' end,
      stock_demo = coalesce(v.demo, false),
      updated_at = now()
    from (
      select
        sum(credits_available) filter (where credits_available > 0)::int as credits,
        min(price_cents) filter (where credits_available > 0) as min_price,
        coalesce(bool_or(status = 'issued' and credits_available > 0), false) as issued,
        coalesce(bool_or(status = 'forward' and credits_available > 0), false) as forward,
        bool_or(demo and credits_available > 0) as demo
      from project_vintages where project_id = ${projectId}
    ) v
    where p.id = ${projectId}
  `)
}
