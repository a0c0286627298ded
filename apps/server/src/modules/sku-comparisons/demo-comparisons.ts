import { joinIdentifier, SKU_CATALOG_ISSUES, twoFieldFamily } from '@marketdesk/contracts/sku-comparison';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_SEED, mulberry32, type Random } from '../../db/demo/prng';
import { insertRows, rowsOf } from '../../db/facts/executor';
import { skuComparisons } from '../../db/schema';

/** Days of demo comparisons up to today: the last three months. */
export const DEMO_COMPARISON_DAYS = 90;
/** Of these last days every one has records, so each recorder's current streak shows. */
const STREAK_DAYS = 6;
const DAY = 86_400_000;

/** A listing a demo user may record: one of their marketplaces, a SKU of their brands. */
export interface DemoListing {
  mp_id: number;
  identifier: string;
  fk_sku_id: number;
  sku_code: string;
  title: string;
  focused: boolean;
  price: number | null;
  /** EB and OT marketplaces: the listing's variation id (their retailer SKU is the two joined with '|'). */
  variation: string | null;
  two_fields: boolean;
}

/** A demo user who records comparisons in a client (role with channel_report:create), with their listings. */
export interface DemoRecorder {
  client_id: number;
  user_id: number;
  listings: DemoListing[];
}

/** Every active user holding channel_report:create in a client, with the listings of their scope (focused first). */
export async function demoRecorders(db: Db): Promise<DemoRecorder[]> {
  const people = await rowsOf<{ client_id: number; user_id: number }>(
    db,
    sql`select distinct ur.client_id, ur.user_id from user_roles ur
      join users u on u.id = ur.user_id and u.is_active and not u.is_sa
      join role_permissions rp on rp.client_id = ur.client_id and rp.role_id = ur.role_id
        and rp.permission_code = 'channel_report:create'
      order by ur.client_id, ur.user_id`,
  );
  const out: DemoRecorder[] = [];
  for (const p of people) {
    const rows = await rowsOf<Omit<DemoListing, 'two_fields'> & { short_code: string; name: string }>(
      db,
      sql`select p.mp_id, m.short_code, m.name, p.identifier, p.fk_sku_id, s.sku_code,
          coalesce(nullif(p.title, ''), s.sku_name) as title, p.focused_sku as focused,
          (select pr.regular_price::float8 from prices pr
            where pr.client_id = p.client_id and pr.fk_product_id = p.pk_product_id limit 1) as price,
          coalesce(p.extras->>'variation_id', nullif(p.mp_sku_code, '')) as variation
        from products p
        join skus s on s.client_id = p.client_id and s.pk_sku_id = p.fk_sku_id
        join marketplaces m on m.pk_mp_id = p.mp_id
        where p.client_id = ${p.client_id}::int
          and p.mp_id in (select um.mp_id from user_marketplaces um where um.user_id = ${p.user_id}::int)
          and (coalesce(s.fk_brand_id, 0) = 0
            or s.fk_brand_id in (select ub.brand_id from user_brands ub where ub.user_id = ${p.user_id}::int))
        order by p.focused_sku desc, p.mp_id, p.identifier, p.pk_product_id`,
    );
    const listings = rows.map(({ short_code, name, ...l }) => ({
      ...l,
      two_fields: twoFieldFamily({ short_code, name }) !== null,
    }));
    if (listings.length > 0) out.push({ ...p, listings });
  }
  return out;
}

/** The days of the demo window, oldest first, each with the instants of its records (never after `now`). */
export function demoDays(random: Random, now: Date, perDay: [number, number]): Date[][] {
  const today = Date.parse(now.toISOString().slice(0, 10));
  const days: Date[][] = [];
  for (let back = DEMO_COMPARISON_DAYS - 1; back >= 0; back--) {
    // About two days in three outside the streak; every day within it.
    if (back >= STREAK_DAYS && random.next() < 0.35) continue;
    const count = random.int(perDay[0], perDay[1]);
    const at = Array.from({ length: count }, () => {
      const t = today - back * DAY + random.int(8 * 60, 18 * 60) * 60_000 + random.int(0, 59_999);
      return new Date(Math.min(t, now.getTime() - random.int(1, 30) * 60_000));
    }).sort((a, b) => a.getTime() - b.getTime());
    days.push(at);
  }
  return days;
}

const cents = (x: number) => Math.max(0.01, Math.round(x * 100) / 100);
/** A competitor's listing id in the listing's own form (ASIN-like, or two fields joined). */
export const competitorSku = (random: Random, l: DemoListing) => {
  const id = `B0C${random.digits(7)}`;
  return l.two_fields ? joinIdentifier(id, random.digits(6)) : id;
};
export const retailerSku = (l: DemoListing) =>
  l.two_fields ? joinIdentifier(l.identifier, l.variation ?? l.sku_code) : l.identifier;

/**
 * The SKU comparison demo part: each recorder records two to five of their listings (focused ones mostly, so the
 * focused analysis' Competitors tab has them) on most days of the last DEMO_COMPARISON_DAYS days, so SKU Data
 * Insert History and Admin Metrics have data. Deterministic (seeded per client and user).
 */
export async function writeDemoSkuComparisons(runtime: { db: Db }, now = new Date()): Promise<number> {
  const { db } = runtime;
  let written = 0;
  for (const r of await demoRecorders(db)) {
    const random = mulberry32(DEMO_SEED + 29_500 + r.client_id * 1_000 + r.user_id);
    const focused = r.listings.filter((l) => l.focused);
    // Every focused listing is recorded at least once (its Competitors tab shows a comparison), then at random.
    const unrecorded = random.sample(focused, focused.length);
    // About 60 days with records: enough a day to reach every focused listing.
    const least = Math.max(2, Math.ceil(focused.length / 50));
    const rows = demoDays(random, now, [least, least + 3]).flatMap((day) =>
      day.map((at) => {
        const l =
          unrecorded.pop() ??
          (random.next() < 0.8 && focused.length > 0 ? random.pick(focused) : random.pick(r.listings));
        const price = l.price ?? random.int(1_500, 9_000) / 100;
        return {
          client_id: r.client_id,
          mp_id: l.mp_id,
          fk_sku_id: l.fk_sku_id,
          fk_user_id: r.user_id,
          sku_code: l.sku_code,
          client_retailer_sku: retailerSku(l),
          comp1_retailer_sku: competitorSku(random, l),
          comp2_retailer_sku: competitorSku(random, l),
          client_price: cents(price).toFixed(2),
          comp1_price: cents(price * (0.85 + random.next() * 0.3)).toFixed(2),
          comp2_price: cents(price * (0.85 + random.next() * 0.3)).toFixed(2),
          client_delivery_days: random.int(1, 4),
          comp1_delivery_days: random.int(1, 7),
          comp2_delivery_days: random.int(1, 7),
          client_ranking: random.int(1, 40),
          client_review: random.next() < 0.3 ? `${(3.5 + random.next() * 1.5).toFixed(1)} stars` : null,
          deal_present: random.next() < 0.2,
          coupon_present: random.next() < 0.15,
          ams_present: random.next() < 0.5,
          catalog_issues: random.next() < 0.7 ? 'no_issues' : random.pick(SKU_CATALOG_ISSUES.slice(1)),
          dt_create: at.toISOString(),
        };
      }),
    );
    await insertRows(db, skuComparisons, rows);
    written += rows.length;
  }
  return written;
}
