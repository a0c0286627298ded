import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { products, skus } from '../../db/schema';
import { catalogueService } from '../catalogue';
import { DEMO_PENDING_PER_MARKETPLACE, writeDemoListingUpdates } from './demo-listing-updates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo listing updates', () => {
  it('proposes better content for the thinnest listings of the submitter’s AZ marketplaces and brands', async () => {
    const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
    const az = (await t.make.marketplace({ short_code: `AZ_${tag}` })).pk_mp_id;
    const ot = (await t.make.marketplace({ short_code: `OT_${tag}` })).pk_mp_id;
    const clientId = (await t.make.client()).pk_client_id;
    const mine = await t.make.brand({ brand_name: `Mine ${tag}` });
    const theirs = await t.make.brand();
    const seller = (
      await t.make.member(clientId, { permissions: ['view:product_data', 'modify:product_data'] })
    ).user;
    await t.make.member(clientId, { roleName: 'Client Admin', permissions: ['view:product_data'] });
    for (const mp of [az, ot]) await t.make.assign.marketplace(seller.id, mp);
    await t.make.assign.brand(seller.id, mine.pk_brand_id);
    const product = async (mpId: number, code: string, brand: number, bullets: string[]) => {
      const [sku] = await t.db
        .insert(skus)
        .values({ client_id: clientId, sku_code: code, sku_name: code, fk_brand_id: brand })
        .returning();
      const [row] = await t.db
        .insert(products)
        .values({
          client_id: clientId,
          mp_id: mpId,
          identifier: code,
          sku_code: code,
          fk_sku_id: sku!.pk_sku_id,
        })
        .returning();
      await catalogueService(t.db).writeContentVersion({
        clientId,
        productId: row!.pk_product_id,
        source: 'demo',
        content: { title: `Steel bottle ${code}`, bullet_points: bullets },
      });
      return row!.pk_product_id;
    };
    const thin = await product(az, 'THIN', mine.pk_brand_id, []);
    const some = await product(az, 'SOME', mine.pk_brand_id, ['One']);
    await product(az, 'FULL', mine.pk_brand_id, ['One', 'Two', 'Three']);
    await product(az, 'OTHERBRAND', theirs.pk_brand_id, []);
    await product(ot, 'OTTO', mine.pk_brand_id, []);

    expect(await writeDemoListingUpdates({ db: t.db })).toEqual({ pending: DEMO_PENDING_PER_MARKETPLACE });
    const rows = await rowsOf<{
      fk_product_id: number;
      submitted_by: number;
      status: string;
      update_data: unknown;
    }>(
      t.db,
      sql`select fk_product_id, submitted_by, status, update_data from listing_updates
        where client_id = ${clientId}::int order by submitted_at`,
    );
    expect(rows.map((r) => [r.fk_product_id, r.submitted_by, r.status])).toEqual([
      [thin, seller.id, 'pending'],
      [some, seller.id, 'pending'],
    ]);
    expect(rows[1]!.update_data).toEqual({
      title: `Mine ${tag} Steel bottle SOME`,
      bullet_points: [
        'One',
        'Backed by a 2-year manufacturer warranty',
        'Ships in recyclable, plastic-free packaging',
        'Tested for everyday use by our quality team',
      ],
      keywords: ['steel', 'bottle', 'some'],
    });
  });
});
