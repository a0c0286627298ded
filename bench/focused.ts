/**
 * `npm run bench -- focused`: the focused-SKU analysis of 1,000 SKUs of one marketplace (GET
 * /focused-sku/analyze-skus?all=true&limit=1000) on the large demo data set, on PGlite and on PostgreSQL, end to
 * end over real HTTP (fetch → Fastify on 127.0.0.1 in this process → guard → report scope → the facts' statements
 * → 1,000 records built with contracts' rules → stored under today in one statement → tickets raised → JSON),
 * printed beside the bare SQL (the very fact statements the service runs for the same products, executed directly
 * on the same connection) and beside the 2-5 minutes the original product stated.
 *
 * The large data set has about 240 products per marketplace. Once per database the bench tops Acme Home's AZ_US
 * up to 1,000 products: each added product (identifier BENCH…) copies an existing AZ_US listing — its price, fee
 * rule, FBA stock, current content, the last 35 days of its orders, returns, ad_product metrics (with a copy of
 * its ad product), catalogue and Buy Box snapshots — under its own identifier, seller SKU and order ids; the
 * sales and ads rollups of those days are recomputed. The copies share their source's SKU (warehouse stock, cost).
 *
 * Data: the demo databases of bench/demo-database.ts (seeded once, reused; BENCH_BACKENDS=pglite or =pg).
 */
import { FOCUSED_SKU_LIMITS } from '@marketdesk/contracts/focused-sku';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { refreshAdsRollups, refreshSalesRollups } from '../apps/server/src/db/facts';
import { catalogueService } from '../apps/server/src/modules/catalogue';
import { analysisFactsRepository } from '../apps/server/src/modules/focused-sku/analysis-facts.repository';
import { addDays, todayUtc } from '../apps/server/src/platform/report-scope';
import { type DemoBackend, demoBackends, openDemoDatabase, rowsOf, serveSignedIn } from './demo-database';
import { type ApiSqlResult, eachBackend, percentile, printApiSql } from './harness';

const WARMUP = Number(process.env.BENCH_FOCUSED_WARMUP ?? 2);
const ITERATIONS = Number(process.env.BENCH_FOCUSED_ITERATIONS ?? 10);
const SKUS = FOCUSED_SKU_LIMITS.fullFetchLimit;
const COPY_DAYS = 35;

type Db = Database['db'];

/** The columns of a table in order (the copies list them, overriding some). */
const columnsOf = async (db: Db, table: string) =>
  (
    await rowsOf<{ c: string }>(
      db,
      sql`select column_name as c from information_schema.columns where table_name = ${table}
        and table_schema = current_schema() order by ordinal_position`,
    )
  ).map((r) => r.c);

/**
 * Copies rows of `table` (alias x) joined to the copy map (alias m: k, src_id, src_identifier, identifier,
 * product_id) under `join`, every column as it is but the overridden ones; the serial key is left to its default.
 */
async function copy(db: Db, table: string, o: { skip?: string[]; set: Record<string, SQL>; join: SQL }) {
  const cols = (await columnsOf(db, table)).filter((c) => !(o.skip ?? []).includes(c));
  const list = sql.raw(cols.map((c) => `"${c}"`).join(', '));
  const values = sql.join(
    cols.map((c) => o.set[c] ?? sql.raw(`x."${c}"`)),
    sql`, `,
  );
  await db.execute(sql`insert into ${sql.identifier(table)} (${list}) select ${values} from ${o.join}`);
}

/** Tops the marketplace up to SKUS products by copying its listings (see the file comment); idempotent. */
async function topUp(db: Db, clientId: number, mpId: number): Promise<void> {
  const [{ n }] = (await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where client_id = ${clientId} and mp_id = ${mpId}`,
  )) as [{ n: number }];
  if (n >= SKUS) return;
  const t = performance.now();
  const today = todayUtc();
  const from = addDays(today, -COPY_DAYS);
  const suffix = sql`'-B' || m.k`;
  await db.transaction(async (tx) => {
    const ex = tx as unknown as Db;
    await ex.execute(sql`create temp table bench_map on commit drop as
      select k, src.pk_product_id as src_id, src.identifier as src_identifier,
        'BENCH' || lpad(k::text, 5, '0') as identifier, null::int as product_id
      from generate_series(1, ${SKUS - n}::int) k
      join (select pk_product_id, identifier, row_number() over (order by pk_product_id) - 1 as i
        from products where client_id = ${clientId} and mp_id = ${mpId}) src on src.i = (k - 1) % ${n}::int`);
    const mine = sql`m join products x on x.pk_product_id = m.src_id`;
    await copy(ex, 'products', {
      skip: ['pk_product_id'],
      set: {
        identifier: sql`m.identifier`,
        mp_sku_code: sql`x.mp_sku_code || ${suffix}`,
        title: sql`x.title || ' (copy ' || m.k || ')'`,
      },
      join: sql`bench_map ${mine}`,
    });
    await ex.execute(sql`update bench_map m set product_id = p.pk_product_id from products p
      where p.client_id = ${clientId} and p.mp_id = ${mpId} and p.identifier = m.identifier`);
    const byProduct = (table: string, alias = 'x', extra: SQL = sql`true`) =>
      sql`bench_map m join ${sql.identifier(table)} ${sql.raw(alias)} on ${sql.raw(alias)}.client_id = ${clientId}
        and ${sql.raw(alias)}.fk_product_id = m.src_id and ${extra}`;
    await copy(ex, 'prices', {
      skip: ['pk_price_id'],
      set: { fk_product_id: sql`m.product_id` },
      join: byProduct('prices'),
    });
    await copy(ex, 'listing_content', {
      skip: ['pk_content_id'],
      set: { fk_product_id: sql`m.product_id` },
      join: byProduct('listing_content', 'x', sql`x.valid_to is null`),
    });
    await copy(ex, 'catalogue_snapshots', {
      set: { fk_product_id: sql`m.product_id` },
      join: byProduct('catalogue_snapshots', 'x', sql`x.date >= ${from}::date`),
    });
    await copy(ex, 'buybox_snapshots', {
      set: { fk_product_id: sql`m.product_id` },
      join: byProduct('buybox_snapshots', 'x', sql`x.taken_at >= ${from}::date`),
    });
    const byIdentifier = (table: string, extra: SQL) =>
      sql`bench_map m join ${sql.identifier(table)} x on x.client_id = ${clientId} and x.mp_id = ${mpId}
        and x.identifier = m.src_identifier and ${extra}`;
    await copy(ex, 'fees', {
      skip: ['pk_fee_id'],
      set: { identifier: sql`m.identifier` },
      join: byIdentifier('fees', sql`true`),
    });
    await copy(ex, 'orders', {
      set: { identifier: sql`m.identifier`, order_id: sql`x.order_id || ${suffix}` },
      join: byIdentifier('orders', sql`x.purchase_date >= ${from}::date`),
    });
    await copy(ex, 'returns', {
      set: {
        identifier: sql`m.identifier`,
        order_id: sql`x.order_id || ${suffix}`,
        return_id: sql`x.return_id || ${suffix}`,
      },
      join: byIdentifier('returns', sql`x.return_date >= ${from}::date`),
    });
    await copy(ex, 'fba_stock', {
      set: { sku_code: sql`p.mp_sku_code`, asin: sql`m.identifier` },
      join: sql`bench_map m join products src on src.pk_product_id = m.src_id
        join products p on p.pk_product_id = m.product_id
        join fba_stock x on x.client_id = ${clientId} and x.mp_id = ${mpId} and x.sku_code = src.mp_sku_code`,
    });
    await copy(ex, 'ad_products', {
      set: { ad_id: sql`x.ad_id || ${suffix}`, asin: sql`m.identifier` },
      join: sql`bench_map m join ad_products x on x.client_id = ${clientId} and x.asin = m.src_identifier
        and x.profile_id in (select profile_id from seller_profiles where client_id = ${clientId} and fk_mp_id = ${mpId})`,
    });
    await copy(ex, 'ad_metrics_daily', {
      set: { entity_id: sql`x.entity_id || ${suffix}` },
      join: sql`bench_map m join ad_products ap on ap.client_id = ${clientId} and ap.asin = m.src_identifier
        join ad_metrics_daily x on x.client_id = ap.client_id and x.profile_id = ap.profile_id
          and x.entity_type = 'ad_product' and x.entity_id = ap.ad_id and x.mp_id = ${mpId}
          and x.date >= ${from}::date`,
    });
    const scope = { from, to: today, mpIds: [mpId] };
    await refreshSalesRollups(tx, clientId, scope);
    await refreshAdsRollups(tx, clientId, scope);
  });
  await db.execute(sql`analyze`);
  console.log(`  topped up to ${SKUS} products in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

async function measure(b: DemoBackend, database: Database): Promise<ApiSqlResult[]> {
  const { db } = database;
  const [who] = await rowsOf<{ client_id: number; mp_id: number }>(
    db,
    sql`select c.pk_client_id as client_id, m.pk_mp_id as mp_id from clients c, marketplaces m
      where c.name = 'Acme Home' and m.short_code = 'AZ_US'`,
  );
  const { client_id: clientId, mp_id: mpId } = who!;
  await topUp(db, clientId, mpId);
  const today = todayUtc();

  const server = await serveSignedIn(db);
  const url = `${server.address}/focused-sku/analyze-skus?client_id=${clientId}&mp_id=${mpId}&all=true&limit=${SKUS}`;
  const facts = analysisFactsRepository(db);
  /** The service's fact statements for the same products, run directly as it runs them (side by side). */
  const bareSql = async () => {
    const productIds = await facts.chooseProducts({
      clientId,
      mpId,
      which: 'all',
      limit: SKUS,
      brandIds: null,
    });
    const scope = { clientId, mpId, productIds, date: today };
    await Promise.all([
      facts.products(scope),
      facts.dailySales(scope),
      facts.returns(scope),
      facts.stock(scope),
      facts.costs(scope),
      facts.ads(scope),
      catalogueService(db).forMarketplace(scope, { days: 30 }),
    ]);
    return productIds.length;
  };
  const r: ApiSqlResult = {
    backend: b.name,
    label: `analyze ${SKUS} SKUs (all=true)`,
    answer: '0',
    api: [],
    sql: [],
  };
  try {
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      let t = performance.now();
      const n = await bareSql();
      const sqlMs = performance.now() - t;
      t = performance.now();
      const res = await fetch(url, { headers: server.headers });
      const body = (await res.json()) as { count: number };
      const apiMs = performance.now() - t;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      if (body.count !== n) throw new Error(`API analysed ${body.count} SKUs, SQL read ${n}`);
      r.answer = String(body.count);
      if (i >= WARMUP) {
        r.sql.push(sqlMs);
        r.api.push(apiMs);
      }
    }
  } finally {
    await server.close();
  }
  console.log(`${b.name}: client ${clientId} (Acme Home), AZ_US (mp ${mpId}), analysis date ${today}`);
  return [r];
}

export async function run(): Promise<void> {
  const results = await eachBackend(demoBackends(), openDemoDatabase, measure);
  printApiSql(
    `GET /focused-sku/analyze-skus, ${ITERATIONS} iterations after ${WARMUP} warm-ups; API = real HTTP end to end` +
      ' (facts read, records built, stored, tickets raised), SQL = the fact statements alone, run directly',
    'SKUs',
    results,
  );
  const stated = FOCUSED_SKU_LIMITS.statedBackendMinutes;
  const [low] = stated.split('-').map(Number) as [number];
  console.log(`\nThe original product told its users the analysis "may take ${stated} minutes":`);
  for (const r of results) {
    const p50 = percentile(r.api, 50);
    console.log(
      `  ${r.backend.padEnd(10)} ${(p50 / 1000).toFixed(2)} s (API p50) vs ${stated} min: ${Math.round((low * 60_000) / p50)}× faster than ${low} minutes`,
    );
  }
}
