import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeOrderLines } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import { todayUtc } from '../../platform/report-scope';
import { refreshMarketplace } from './jobs';

/** A marketplace without focused products gets its best sellers of the last 30 days focused: this many at most. */
const FOCUS_TOP = 25;
/** …and never more than this share of its products. */
const FOCUS_SHARE = 0.15;
/** Listings the demo adds when it has no unmapped marketplace SKU: retired products and a retired bundle's orders. */
const UNMAPPED_LISTINGS = 3;

/** Marks the best sellers of each marketplace focused where none is (the Data Vault demo focuses its own). */
async function focusBestSellers(db: Db, clientId: number) {
  await rowsOf(
    db,
    sql`with m as (
        select mp_id, count(*) as n from products where client_id = ${clientId}::int
        group by mp_id having not bool_or(focused_sku)
      ), ranked as (
        select p.pk_product_id, m.n,
          row_number() over (partition by p.mp_id order by coalesce(s.units, 0) desc, p.identifier) as rank
        from products p join m on m.mp_id = p.mp_id
        left join lateral (
          select sum(o.quantity_ordered) as units from orders o
          where o.client_id = p.client_id and o.mp_id = p.mp_id and o.identifier = p.identifier
            and o.purchase_date > current_date - 30
        ) s on true
        where p.client_id = ${clientId}::int
      )
      update products p set focused_sku = true from ranked r
      where p.client_id = ${clientId}::int and p.pk_product_id = r.pk_product_id
        and r.rank <= least(${FOCUS_TOP}::int, greatest(1, floor(r.n * ${FOCUS_SHARE}::float8)))`,
  );
}

/**
 * A few marketplace SKUs that map to no catalogue SKU (T4), when the client has none: retired listings on its
 * first Amazon marketplace (else its first marketplace) and two recent order lines of a retired bundle.
 */
async function addUnmapped(db: Db, clientId: number) {
  const [has] = await rowsOf<{ any: boolean }>(
    db,
    sql`select exists (
        select 1 from products p where p.client_id = ${clientId}::int
          and not exists (select 1 from skus k where k.client_id = p.client_id and k.sku_code = trim(p.sku_code))
      ) or exists (
        select 1 from orders o where o.client_id = ${clientId}::int and o.fk_sku_id is null
      ) as any`,
  );
  if (has?.any) return;
  const markets = await rowsOf<{
    mp_id: number;
    short_code: string;
    country_code: string;
    currency_code: string;
  }>(
    db,
    sql`select m.pk_mp_id as mp_id, m.short_code, m.country_code, m.currency_code from marketplaces m
      where exists (select 1 from products p where p.client_id = ${clientId}::int and p.mp_id = m.pk_mp_id)
      order by m.pk_mp_id`,
  );
  const m = markets.find((x) => prefixOf(x.short_code) === 'AZ') ?? markets[0];
  if (!m) return;
  const code = (n: number) => `RETIRED-${clientId}-${n}`;
  await rowsOf(
    db,
    sql`insert into products (client_id, mp_id, identifier, mp_sku_code, sku_code, title, condition)
      select ${clientId}::int, ${m.mp_id}::int, 'B0RET' || lpad((${clientId}::int * 100 + n)::text, 5, '0'),
        ${`RETIRED-${clientId}-`} || n || '-' || ${m.country_code}, ${`RETIRED-${clientId}-`} || n,
        'Retired listing ' || n || ' (no catalogue SKU)', 'New'
      from generate_series(1, ${UNMAPPED_LISTINGS}::int) n
      on conflict do nothing`,
  );
  const today = todayUtc();
  await writeOrderLines(
    db,
    clientId,
    [1, 2].map((n) => ({
      mp_id: m.mp_id,
      order_id: `DEMO-UNMAPPED-${clientId}-${n}`,
      order_item_id: '1',
      identifier: `B0BUNDLE${String(clientId).padStart(2, '0')}`,
      sku_code: code(UNMAPPED_LISTINGS + 1),
      purchase_date: today,
      order_status: 'Shipped',
      quantity_ordered: n,
      item_price: 24.99 * n,
      currency_code: m.currency_code,
    })),
  );
}

/**
 * The focused-SKU demo part (issue 19): focused products on every marketplace, a few unmapped marketplace SKUs,
 * then today's analysis of every marketplace's focused SKUs, so the analyses are stored and the T1, T2, T4, T5
 * and T7 tickets they call for are on the ticket dashboard (raised as the nightly job raises them).
 */
export async function writeDemoFocusedSkus(runtime: { db: Db }) {
  const { db } = runtime;
  const clients = await rowsOf<{ id: number }>(
    db,
    sql`select pk_client_id as id from clients order by pk_client_id`,
  );
  for (const { id: clientId } of clients) {
    await focusBestSellers(db, clientId);
    await addUnmapped(db, clientId);
    const markets = await rowsOf<{ mp_id: number }>(
      db,
      sql`select distinct mp_id from products where client_id = ${clientId}::int order by mp_id`,
    );
    for (const { mp_id } of markets) await refreshMarketplace(db, { clientId, mpId: mp_id });
  }
}
