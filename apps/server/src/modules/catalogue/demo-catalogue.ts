import { idqOf } from '@marketdesk/contracts/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_SEED, mulberry32, type Random } from '../../db/demo/prng';
import { chunks, type Executor, insertRows, pgArray, rowsOf } from '../../db/facts/executor';
import { listingContent } from '../../db/schema';
import { type DemoContent, type DemoProduct, demoContent } from './demo-content';

/** Days of daily catalogue and Buy Box snapshots up to the demo's last day. */
export const DEMO_SNAPSHOT_DAYS = 60;
/** Share of each marketplace's products whose current content is poor (IDQ under 60). */
export const DEMO_POOR_CONTENT_SHARE = 0.15;
/** Share of each marketplace's products (with competitors) that lost the Buy Box in the last 3–14 days. */
export const DEMO_LOST_BUYBOX_SHARE = 0.1;
/**
 * One product in this many (by id, so the random stream and every other demo figure stay as they were) slips
 * down its keyword's search results in the last week: 3 to 5 positions a day, as when a competitor outbids it.
 * The weekly keyword-rank analysis (T14) finds them.
 */
export const DEMO_RANK_SLIP_EVERY = 7;
const RANK_SLIP_DAYS = 8;
/** Share whose content was poor and improved inside the snapshot window (a second content version). */
const IMPROVED_SHARE = 0.08;

const DAY = 86_400_000;
const addDays = (date: string, n: number) => new Date(Date.parse(date) + n * DAY).toISOString().slice(0, 10);
const money = (x: number) => Math.round(x * 100) / 100;

/**
 * The demo's catalogue and competition data (issue 19 item 1): for every product of every marketplace of every
 * client, its listing content (one version, or two where the content improved lately), a catalogue snapshot a
 * day and a Buy Box snapshot a day for DEMO_SNAPSHOT_DAYS days up to the client's last order day. Poor content
 * and lost Buy Boxes are drawn as exact shares per marketplace so that they are there to be found; scores come
 * from the IDQ rule, sales ranks from the product's sales. Deterministic (seeded, products in id order).
 */
export async function writeDemoCatalogue(deps: { db: Db }): Promise<{ products: number; snapshots: number }> {
  const { db } = deps;
  const clients = await rowsOf<{ id: number; end: string | null }>(
    db,
    sql`select c.pk_client_id as id,
        (select to_char(max(o.purchase_date), 'YYYY-MM-DD') from orders o where o.client_id = c.pk_client_id) as end
      from clients c order by c.pk_client_id`,
  );
  let productCount = 0;
  let snapshots = 0;
  for (const client of clients) {
    const end = client.end ?? new Date().toISOString().slice(0, 10);
    const list = await demoProducts(db, client.id, end);
    if (list.length === 0) continue;
    const random = mulberry32(DEMO_SEED + 19_000 + client.id);
    const plan = planClient(random, client.id, list, end);
    await db.transaction(async (tx) => {
      await withForeignKeysCheckedAtEnd(tx, TABLES, async () => {
        await insertRows(tx, listingContent, plan.content);
        await insertColumns(tx, 'catalogue_snapshots', CATALOGUE_COLUMNS, plan.catalogue);
        await insertColumns(tx, 'buybox_snapshots', BUYBOX_COLUMNS, plan.buyBox);
      });
    });
    productCount += list.length;
    snapshots += plan.catalogue.length + plan.buyBox.length;
  }
  await db.execute(sql`analyze listing_content, catalogue_snapshots, buybox_snapshots`);
  return { products: productCount, snapshots };
}

function demoProducts(ex: Executor, clientId: number, end: string): Promise<DemoProduct[]> {
  return rowsOf<DemoProduct>(
    ex,
    sql`select p.pk_product_id, p.mp_id, m.short_code, p.identifier, p.sku_code, p.title, p.category, p.subcategory,
        p.is_fba, s.sku_model, s.color, s.size, s.material, s.length_cm::float8 as length_cm,
        s.width_cm::float8 as width_cm, s.height_cm::float8 as height_cm, s.weight_g::float8 as weight_g,
        s.bullet_points as sku_bullets, s.product_description as sku_description, s.keywords, b.brand_name,
        coalesce(pr.currency_code, m.currency_code) as currency_code, pr.regular_price::float8 as regular_price,
        pr.sale_price::float8 as sale_price, to_char(pr.sale_start_date, 'YYYY-MM-DD') as sale_start_date,
        to_char(pr.sale_end_date, 'YYYY-MM-DD') as sale_end_date, coalesce(u.units, 0)::int as units_30d
      from products p
      join marketplaces m on m.pk_mp_id = p.mp_id
      left join skus s on s.client_id = p.client_id and s.pk_sku_id = p.fk_sku_id
      left join brands b on b.pk_brand_id = s.fk_brand_id
      left join prices pr on pr.client_id = p.client_id and pr.fk_product_id = p.pk_product_id
      left join (
        select o.mp_id, o.identifier, sum(o.quantity_ordered) as units from orders o
        where o.client_id = ${clientId}::int and o.order_type = 'R'
          and o.purchase_date > ${end}::date - 30 and o.purchase_date <= ${end}::date
        group by o.mp_id, o.identifier
      ) u on u.mp_id = p.mp_id and u.identifier = p.identifier
      where p.client_id = ${clientId}::int
      order by p.pk_product_id`,
  );
}

type Row = unknown[];

interface Plan {
  content: DemoContent[];
  catalogue: Row[];
  buyBox: Row[];
}

/** Picks exactly round(share × n) of the indices 0..n-1. */
const chosen = (random: Random, n: number, share: number, from?: number[]) =>
  new Set(random.sample(from ?? [...Array(n).keys()], Math.round(share * n)));

function planClient(random: Random, clientId: number, list: DemoProduct[], end: string): Plan {
  const plan: Plan = { content: [], catalogue: [], buyBox: [] };
  const first = addDays(end, -(DEMO_SNAPSHOT_DAYS - 1));
  const days = Array.from({ length: DEMO_SNAPSHOT_DAYS }, (_, d) => addDays(first, d));
  const byMarket = new Map<number, DemoProduct[]>();
  for (const p of list) byMarket.set(p.mp_id, [...(byMarket.get(p.mp_id) ?? []), p]);
  for (const products of byMarket.values()) {
    const n = products.length;
    const own = products[0]!.short_code.startsWith('SP'); // an own web shop: no other offers
    const poor = chosen(random, n, DEMO_POOR_CONTENT_SHARE);
    const rest = [...Array(n).keys()].filter((i) => !poor.has(i));
    const improved = chosen(random, n, IMPROVED_SHARE, rest);
    const lost = own ? new Set<number>() : chosen(random, n, DEMO_LOST_BUYBOX_SHARE);
    products.forEach((p, i) => {
      const versions = contentVersions(random, clientId, p, end, poor.has(i), improved.has(i));
      plan.content.push(...versions.map((v) => v.row));
      dailySnapshots(random, clientId, p, days, versions, plan.catalogue);
      buyBoxSnapshots(
        random,
        clientId,
        p,
        days,
        { own, lostDays: lost.has(i) ? random.int(3, 14) : 0 },
        plan.buyBox,
      );
    });
  }
  return plan;
}

interface Version {
  row: DemoContent;
  version: number;
  /** First day (YYYY-MM-DD) it is current. */
  from: string;
  idq: ReturnType<typeof idqOf>;
}

function contentVersions(
  random: Random,
  clientId: number,
  p: DemoProduct,
  end: string,
  poor: boolean,
  improved: boolean,
): Version[] {
  const base = { client_id: clientId, fk_product_id: p.pk_product_id, source: 'demo', created_by: null };
  const firstDay = addDays(end, -random.int(120, 700));
  const at = (day: string) => `${day}T09:00:00.000Z`;
  const make = (content: DemoContent, version: number, from: string, to: string | null): Version => ({
    row: {
      ...base,
      ...content,
      browse_node_id: p.short_code.startsWith('AZ')
        ? String(1_000_000_000 + random.int(0, 899_999_999))
        : null,
      category: p.category,
      subcategory: p.subcategory,
      version,
      valid_from: at(from),
      valid_to: to ? at(to) : null,
    },
    version,
    from,
    idq: idqOf(content as never),
  });
  if (!improved) return [make(demoContent(random, p, !poor), 1, firstDay, null)];
  const changed = addDays(end, -random.int(10, 50));
  return [
    make(demoContent(random, p, false), 1, firstDay, changed),
    make(demoContent(random, p, true), 2, changed, null),
  ];
}

/** Catalogue snapshot columns, in the order of the rows built below, with their array types. */
const CATALOGUE_COLUMNS: [string, string][] = [
  ['client_id', 'int'],
  ['fk_product_id', 'int'],
  ['date', 'date'],
  ['content_version', 'int'],
  ['idq_score', 'int'],
  ['missing_attributes', 'text'],
  ['reviews_average_rating', 'numeric'],
  ['reviews_count', 'int'],
  ['sales_rank', 'int'],
  ['keyword', 'text'],
  ['keyword_rank', 'int'],
];

function dailySnapshots(
  random: Random,
  clientId: number,
  p: DemoProduct,
  days: string[],
  versions: Version[],
  out: Row[],
): void {
  const perDay = p.units_30d / 30;
  const isAz = p.short_code.startsWith('AZ');
  // Best-seller rank: about 2,000 at five units a day, 250,000 at one unit in ten days.
  const rankBase = 2_000_000 / (1 + 40 * perDay) ** 1.3;
  const reviewsPerDay = perDay * (0.01 + random.next() * 0.03);
  let reviews = Math.round(p.units_30d * (2 + random.next() * 10) + random.int(0, 60));
  const current = versions.at(-1)!;
  let rating = Math.min(4.9, 3.5 + random.next() * 1.3 + (current.idq.idq_score >= 60 ? 0.1 : -0.2));
  let keywordRank =
    current.idq.idq_score >= 60 ? random.int(1, 25) + (perDay < 0.2 ? 20 : 0) : random.int(35, 110);
  const keyword = p.keywords?.[0] ?? null;
  let carry = 0;
  for (let d = 0; d < DEMO_SNAPSHOT_DAYS; d++) {
    const date = days[d]!;
    const v = [...versions].reverse().find((x) => x.from <= date) ?? versions[0]!;
    carry += reviewsPerDay * (0.5 + random.next());
    const added = Math.floor(carry);
    carry -= added;
    reviews += added;
    rating = Math.max(1, Math.min(5, rating + (random.next() - 0.5) * 0.02));
    keywordRank = Math.max(1, keywordRank + random.int(-2, 2));
    if (p.pk_product_id % DEMO_RANK_SLIP_EVERY === 0 && d >= DEMO_SNAPSHOT_DAYS - RANK_SLIP_DAYS)
      keywordRank += 3 + (d % 3);
    const salesRank = isAz ? Math.max(1, Math.round(rankBase * (0.8 + random.next() * 0.4))) : null;
    out.push([
      clientId,
      p.pk_product_id,
      date,
      v.version,
      v.idq.idq_score,
      v.idq.missing_attributes.join(','),
      reviews > 0 ? rating.toFixed(2) : null,
      reviews,
      salesRank,
      keyword,
      keyword ? keywordRank : null,
    ]);
  }
}

const BUYBOX_COLUMNS: [string, string][] = [
  ['client_id', 'int'],
  ['fk_product_id', 'int'],
  ['taken_at', 'timestamptz'],
  ['is_buy_box_winner', 'boolean'],
  ['our_selling_price', 'numeric'],
  ['competitor_selling_price', 'numeric'],
  ['competitor_count', 'int'],
  ['is_prime', 'boolean'],
  ['currency_code', 'text'],
];

function buyBoxSnapshots(
  random: Random,
  clientId: number,
  p: DemoProduct,
  days: string[],
  { own, lostDays }: { own: boolean; lostDays: number },
  out: Row[],
): void {
  const baseCompetitors = own ? 0 : lostDays > 0 ? random.int(2, 7) : random.int(0, 6);
  const winRate = 0.92 + random.next() * 0.08;
  const isPrime = p.short_code.startsWith('AZ') && p.is_fba === true;
  const regular = p.regular_price ?? 0;
  for (let d = 0; d < DEMO_SNAPSHOT_DAYS; d++) {
    const date = days[d]!;
    const onSale =
      p.sale_price !== null &&
      p.sale_start_date !== null &&
      p.sale_start_date <= date &&
      (p.sale_end_date === null || date <= p.sale_end_date);
    const ours = onSale ? p.sale_price! : regular;
    const competitors = own ? 0 : Math.max(lostDays > 0 ? 1 : 0, baseCompetitors + random.int(-1, 1));
    const losing = lostDays > 0 && d >= DEMO_SNAPSHOT_DAYS - lostDays;
    const winner = competitors === 0 || (!losing && random.next() < winRate);
    const theirs =
      competitors === 0
        ? null
        : money(ours * (winner ? 1 + random.next() * 0.08 : 0.88 + random.next() * 0.09));
    out.push([
      clientId,
      p.pk_product_id,
      `${date}T08:00:00.000Z`,
      winner,
      regular > 0 ? ours : null,
      theirs,
      competitors,
      isPrime,
      p.currency_code,
    ]);
  }
}

const TABLES = ['listing_content', 'catalogue_snapshots', 'buybox_snapshots'];

/**
 * PostgreSQL's bulk-loading advice ("Populating a Database": remove foreign key constraints, load, re-create
 * them): a foreign key is checked by a trigger per inserted row, which on PGlite costs ten times the insert
 * itself (measured: 264,000 snapshot rows in 18.8 s with their foreign keys, 1.9 s without). Inside the caller's
 * transaction the tables' foreign keys are dropped, `load` runs, and each is added again exactly as it was
 * (name and definition from the catalogue), which checks every row at once; a bad row fails the transaction
 * as it would have failed its insert, and no other session ever sees the tables without their keys.
 */
async function withForeignKeysCheckedAtEnd(ex: Executor, tables: string[], load: () => Promise<void>) {
  const keys = await rowsOf<{ tbl: string; name: string; def: string }>(
    ex,
    sql`select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = current_schema() and c.relname = any(${pgArray(tables)}::text[])
      order by c.relname, k.conname`,
  );
  for (const k of keys)
    await ex.execute(sql`alter table ${sql.identifier(k.tbl)} drop constraint ${sql.identifier(k.name)}`);
  await load();
  for (const k of keys) {
    await ex.execute(
      sql`alter table ${sql.identifier(k.tbl)} add constraint ${sql.identifier(k.name)} ${sql.raw(k.def)}`,
    );
  }
}

/** Rows as column arrays through unnest (one text parameter per column and chunk): the demo's bulk path. */
async function insertColumns(ex: Executor, table: string, columns: [string, string][], rows: Row[]) {
  const names = sql.raw(columns.map(([c]) => c).join(', '));
  const select: SQL[] = columns.map(([c]) =>
    c === 'missing_attributes' ? sql.raw(`coalesce(string_to_array(${c}, ','), '{}')`) : sql.raw(c),
  );
  for (const part of chunks(rows, 20_000)) {
    const arrays = columns.map(([, type], i) => sql`${pgArray(part.map((r) => r[i]))}::${sql.raw(type)}[]`);
    await ex.execute(
      sql`insert into ${sql.identifier(table)} (${names})
        select ${sql.join(select, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${names})`,
    );
  }
}
