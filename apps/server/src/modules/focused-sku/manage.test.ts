import { FOCUSED_SKU_TEXT } from '@marketdesk/contracts/focused-sku-texts';
import { MARKETPLACE_REGISTRY } from '@marketdesk/contracts/marketplace-registry';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { listingContent, products, skus } from '../../db/schema';

let t: TestApp;
let clientId: number;
let otherClient: number;
let az: number;
let ot: number;
let unassigned: number;
let theirProduct: number;
const ids = new Map<string, number>();
type Caller = { headers: Record<string, string> };
let viewer: Caller;
let manager: Caller;
let outsider: Caller;
let branded: Caller;
let admin: Caller;

const caller = async (client: number, permissions: string[], mpIds: number[], brandIds: number[] = []) => {
  const { user } = await t.make.member(client, { permissions });
  for (const id of mpIds) await t.make.assign.marketplace(user.id, id);
  for (const id of brandIds) await t.make.assign.brand(user.id, id);
  return { headers: await t.auth(user.id) };
};

const get = (who: Caller, path: string, q: Record<string, string | number>, client = clientId) =>
  t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams({ client_id: String(client), ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])) })}`,
    headers: who.headers,
  });
const toggle = (who: Caller, id: number, mpId: number, focused: boolean, client = clientId) =>
  t.app.inject({
    method: 'POST',
    url: `/focused-sku/${id}/toggle-focus?client_id=${client}&mp_id=${mpId}`,
    headers: who.headers,
    payload: { focused },
  });

beforeAll(async () => {
  t = await createTestApp();
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  az = (await t.make.marketplace({ short_code: `AZ_${tag}`, name: `Amazon ${tag}` })).pk_mp_id;
  ot = (await t.make.marketplace({ short_code: `OT_${tag}`, name: `Otto ${tag}` })).pk_mp_id;
  unassigned = (await t.make.marketplace({ short_code: `AZ_X${tag}`, name: `Amazon X ${tag}` })).pk_mp_id;
  clientId = (await t.make.client()).pk_client_id;
  otherClient = (await t.make.client()).pk_client_id;
  const ours = (await t.make.brand()).pk_brand_id;
  const theirs = (await t.make.brand()).pk_brand_id;
  const [kOurs, kTheirs] = await t.db
    .insert(skus)
    .values([
      { client_id: clientId, sku_code: 'OURS-1', sku_name: 'Ours', fk_brand_id: ours },
      { client_id: clientId, sku_code: 'THEIRS-1', sku_name: 'Theirs', fk_brand_id: theirs },
    ])
    .returning();
  const rows = await t.db
    .insert(products)
    .values(
      [
        // Focused, our brand; content with a newer title and image.
        {
          identifier: 'B0AAA00001',
          mp_sku_code: 'SELL-1',
          sku_code: 'OURS-1',
          fk_sku_id: kOurs!.pk_sku_id,
          title: 'Old lamp',
          focused_sku: true,
        },
        // Focused, another brand (hidden from the brand-limited caller).
        {
          identifier: 'B0AAA00002',
          mp_sku_code: 'SELL-2',
          sku_code: 'THEIRS-1',
          fk_sku_id: kTheirs!.pk_sku_id,
          title: 'Kettle',
          focused_sku: true,
        },
        // Not focused, no brand (unmapped: everyone's).
        {
          identifier: 'B0AAA00003',
          mp_sku_code: '',
          sku_code: 'NOPE',
          title: 'Toaster 100%_off',
          focused_sku: false,
        },
        {
          identifier: 'X0BBB00004',
          mp_sku_code: 'LAMP-SELL',
          sku_code: 'NOPE',
          title: 'Desk',
          focused_sku: false,
        },
      ].map((p) => ({ client_id: clientId, mp_id: az, ...p })),
    )
    .returning();
  for (const r of rows) ids.set(r.identifier, r.pk_product_id);
  await t.db.insert(listingContent).values({
    client_id: clientId,
    fk_product_id: ids.get('B0AAA00001')!,
    version: 1,
    valid_from: new Date(),
    title: 'Brass desk lamp',
    image_urls: ['https://img.example/lamp.jpg', 'https://img.example/lamp-2.jpg'],
    source: 'import',
  });
  await t.db.insert(products).values({
    client_id: clientId,
    mp_id: ot,
    identifier: '4006381333931',
    sku_code: 'OURS-1',
    focused_sku: true,
  });
  const [their] = await t.db
    .insert(products)
    .values({ client_id: otherClient, mp_id: az, identifier: 'B0THEIRS01', sku_code: 'X', focused_sku: true })
    .returning();
  theirProduct = their!.pk_product_id;

  viewer = await caller(clientId, ['channel_report:view'], [az, ot], [ours, theirs]);
  manager = await caller(clientId, ['channel_report:create'], [az, ot], [ours, theirs]);
  outsider = await caller(clientId, ['view:tickets'], [az]);
  branded = await caller(clientId, ['channel_report:create'], [az], [ours]);
  const { user } = await t.make.member(clientId, {
    roleName: 'Client Admin',
    permissions: ['channel_report:view'],
  });
  admin = { headers: await t.auth(user.id) };
});
afterAll(() => t?.close());

describe('GET /focused-sku/list', () => {
  it("answers the marketplace's focused products with the content's title and image and the ASIN label", async () => {
    const res = await get(viewer, '/focused-sku/list', { mp_id: az });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.retailer_sku_type).toBe('ASIN');
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      {
        product_id: ids.get('B0AAA00001'),
        retailer_sku: 'B0AAA00001',
        seller_sku: 'SELL-1',
        title: 'Brass desk lamp',
        main_image_url: 'https://img.example/lamp.jpg',
        focused_sku: true,
      },
      {
        product_id: ids.get('B0AAA00002'),
        retailer_sku: 'B0AAA00002',
        seller_sku: 'SELL-2',
        title: 'Kettle',
        main_image_url: null,
        focused_sku: true,
      },
    ]);
  });

  it('labels the column by the family (Product ID on OT) and pages 50/100/200 with the total kept', async () => {
    const otto = (await get(viewer, '/focused-sku/list', { mp_id: ot })).json();
    expect(otto.retailer_sku_type).toBe(MARKETPLACE_REGISTRY.OT.identifierLabel);
    expect(otto.items.map((i: { retailer_sku: string }) => i.retailer_sku)).toEqual(['4006381333931']);
    const page2 = (await get(viewer, '/focused-sku/list', { mp_id: az, page: 2, size: 1 })).json();
    expect(page2).toMatchObject({ total: 2, items: [{ retailer_sku: 'B0AAA00002' }] });
    const past = (await get(viewer, '/focused-sku/list', { mp_id: az, page: 3, size: 1 })).json();
    expect(past).toMatchObject({ total: 2, items: [] });
    expect((await get(viewer, '/focused-sku/list', { mp_id: az, size: 201 })).statusCode).toBe(422);
    const searched = (await get(viewer, '/focused-sku/list', { mp_id: az, search: 'kett' })).json();
    expect(searched.items.map((i: { retailer_sku: string }) => i.retailer_sku)).toEqual(['B0AAA00002']);
  });

  it("shows a brand-limited user their brand's products and those without a brand only", async () => {
    const body = (await get(branded, '/focused-sku/list', { mp_id: az })).json();
    expect(body.items.map((i: { retailer_sku: string }) => i.retailer_sku)).toEqual(['B0AAA00001']);
    expect((await toggle(branded, ids.get('B0AAA00002')!, az, false)).statusCode).toBe(404);
    expect((await toggle(branded, ids.get('B0AAA00003')!, az, true)).statusCode).toBe(200);
    await toggle(branded, ids.get('B0AAA00003')!, az, false);
  });
});

describe('GET /focused-sku/search', () => {
  it('finds by ASIN, seller SKU or title (wildcards taken literally), focused or not, at most size', async () => {
    const find = async (search: string, extra: Record<string, number> = {}) =>
      (await get(viewer, '/focused-sku/search', { mp_id: az, search, ...extra })).json();
    expect((await find('b0aaa00003')).items.map((i: { retailer_sku: string }) => i.retailer_sku)).toEqual([
      'B0AAA00003',
    ]);
    const lamp = await find('lamp');
    // The title of the current content and the seller SKU both match; the ASIN order decides.
    expect(lamp.items.map((i: { retailer_sku: string }) => i.retailer_sku)).toEqual([
      'B0AAA00001',
      'X0BBB00004',
    ]);
    expect(lamp.items[1]).toMatchObject({ seller_sku: 'LAMP-SELL', focused_sku: false });
    expect((await find('100%_')).items.map((i: { retailer_sku: string }) => i.retailer_sku)).toEqual([
      'B0AAA00003',
    ]);
    expect((await find('%')).total).toBe(1);
    const capped = await find('0', { size: 2 });
    expect(capped.items).toHaveLength(2);
    expect(capped.total).toBe(4);
    expect((await get(viewer, '/focused-sku/search', { mp_id: az, search: 'x', size: 51 })).statusCode).toBe(
      422,
    );
    expect((await get(viewer, '/focused-sku/search', { mp_id: az, search: '  ' })).statusCode).toBe(422);
  });
});

describe('POST /focused-sku/{id}/toggle-focus', () => {
  it('sets the flag for a manager; the list follows', async () => {
    const id = ids.get('X0BBB00004')!;
    const res = await toggle(manager, id, az, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ product_id: id, focused: true, changed: true });
    expect((await get(viewer, '/focused-sku/list', { mp_id: az })).json().total).toBe(3);
    // Already focused: the flag stays and the answer says nothing changed (bulk toasts count only changes).
    expect((await toggle(manager, id, az, true)).json()).toEqual({
      product_id: id,
      focused: true,
      changed: false,
    });
    expect((await toggle(manager, id, az, false)).json()).toEqual({
      product_id: id,
      focused: false,
      changed: true,
    });
    const [row] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.pk_product_id, id)));
    expect(row!.focused_sku).toBe(false);
  });

  it("answers 404 with the screen's text for a product of another marketplace or client", async () => {
    for (const [id, mp] of [
      [ids.get('B0AAA00001')!, ot],
      [theirProduct, az],
      [999_999_999, az],
    ] as const) {
      const res = await toggle(manager, id, mp, false);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(FOCUSED_SKU_TEXT.statusNotFound);
    }
    const [their] = await t.db.select().from(products).where(eq(products.pk_product_id, theirProduct));
    expect(their!.focused_sku).toBe(true);
    // The other client's list is not reachable by naming it.
    expect((await get(manager, '/focused-sku/list', { mp_id: az }, otherClient)).statusCode).toBe(403);
    expect((await toggle(manager, theirProduct, az, false, otherClient)).statusCode).toBe(403);
  });

  it('needs channel_report:create to change, the channel_report module to read, and the marketplace', async () => {
    expect((await toggle(viewer, ids.get('B0AAA00001')!, az, false)).statusCode).toBe(403);
    expect((await get(outsider, '/focused-sku/list', { mp_id: az })).statusCode).toBe(403);
    expect((await get(outsider, '/focused-sku/search', { mp_id: az, search: 'b0' })).statusCode).toBe(403);
    expect((await get(viewer, '/focused-sku/list', { mp_id: unassigned })).statusCode).toBe(403);
    expect((await toggle(manager, ids.get('B0AAA00001')!, unassigned, false)).statusCode).toBe(404);
    // A client admin reads every marketplace of the client.
    expect((await get(admin, '/focused-sku/list', { mp_id: ot })).json().total).toBe(1);
  });
});
