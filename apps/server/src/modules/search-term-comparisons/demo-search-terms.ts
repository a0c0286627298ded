import { BID_ACTIONS, SLOTS } from '@marketdesk/contracts/search-term-comparison';
import type { Db } from '../../db/client';
import { DEMO_SEED, mulberry32 } from '../../db/demo/prng';
import { insertRows } from '../../db/facts/executor';
import { searchTermComparisons } from '../../db/schema';
import { competitorSku, demoDays, demoRecorders, retailerSku } from '../sku-comparisons';

const STOP = new Set(['and', 'for', 'the', 'with', 'of', 'in', 'set', 'pack']);

/** The search term a shopper would type for a listing: the first words of its title that say what it is. */
export function searchTermOf(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !STOP.has(w) && !/^\d/.test(w));
  return words.slice(0, 3).join(' ') || title.toLowerCase().slice(0, 40);
}

/**
 * The search-term comparison demo part: each recorder (the SKU comparisons' ones) records one to three search
 * terms of their listings on most days of the last months, so Your Search Term History has data.
 */
export async function writeDemoSearchTerms(runtime: { db: Db }, now = new Date()): Promise<number> {
  const { db } = runtime;
  let written = 0;
  for (const r of await demoRecorders(db)) {
    const random = mulberry32(DEMO_SEED + 29_700 + r.client_id * 1_000 + r.user_id);
    const rows = demoDays(random, now, [1, 3]).flatMap((day) =>
      day.map((at) => {
        const l = random.pick(r.listings);
        const price = l.price ?? random.int(1_500, 9_000) / 100;
        const near = () => (Math.round(price * (85 + random.next() * 30)) / 100).toFixed(2);
        return {
          client_id: r.client_id,
          mp_id: l.mp_id,
          fk_user_id: r.user_id,
          search_term: searchTermOf(l.title),
          client_retailer_sku: retailerSku(l),
          client_price: price.toFixed(2),
          client_delivery_days: random.int(1, 4),
          client_slot: random.pick(SLOTS),
          comp1_retailer_sku: competitorSku(random, l),
          comp1_price: near(),
          comp1_delivery_days: random.int(1, 7),
          comp1_slot: random.pick(SLOTS),
          comp2_retailer_sku: competitorSku(random, l),
          comp2_price: near(),
          comp2_delivery_days: random.int(1, 7),
          comp2_slot: random.pick(SLOTS),
          bid_actions: random.pick(BID_ACTIONS),
          dt_create: at.toISOString(),
        };
      }),
    );
    await insertRows(db, searchTermComparisons, rows);
    written += rows.length;
  }
  return written;
}
