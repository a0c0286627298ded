import { LISTING_TRACKER_TEXT as T } from '@marketdesk/contracts/listing-tracker';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { products, skus } from '../../db/schema';
import { catalogueService } from '../catalogue';

type Caller = { id: number; headers: Record<string, string> };

let t: TestApp;
let tag: string;
let clientId: number;
let otherClient: number;
let az: number;
let ot: number;
/** Products: mine (brand X, with content v1), theirs (brand Y), on OT, and another client's. */
let p: { mine: number; brandY: number; otto: number; foreign: number };
let submitter: Caller;
let approver: Caller;
let viewer: Caller;
let noView: Caller;
let brandYApprover: Caller;
let outsider: Caller;

/** The listing content of `p.mine` before any update (version 1). */
const CURRENT = {
  title: 'Current title',
  category: 'Current category',
  subcategory: 'Current sub',
  browse_node_id: '111',
  bullet_points: ['Current bullet'],
  description: 'Current description',
  keywords: ['current'],
};

const VIEW = 'view:product_data';
const MODIFY = 'modify:product_data';

/** A member with these permissions, marketplaces and brands (everyone but admins is limited to their brands). */
async function member(
  client: number,
  permissions: string[],
  mpIds: number[],
  brandIds: number[],
  email?: string,
) {
  const { user } = await t.make.member(client, { permissions, user: email ? { email } : {} });
  for (const id of mpIds) await t.make.assign.marketplace(user.id, id);
  for (const id of brandIds) await t.make.assign.brand(user.id, id);
  return { id: user.id, headers: await t.auth(user.id) };
}

function req(
  method: 'GET' | 'POST',
  path: string,
  who: Caller,
  query: Record<string, number> = {},
  body?: unknown,
  client = clientId,
) {
  const params = new URLSearchParams({ client_id: String(client) });
  for (const [k, v] of Object.entries(query)) params.set(k, String(v));
  return t.app.inject({
    method,
    url: `${path}?${params}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as never }),
  });
}

const submit = (
  who: Caller,
  mpId: number,
  productId: number,
  data: Record<string, unknown>,
  client?: number,
) =>
  req(
    'POST',
    '/listingtracker/update',
    who,
    { mp_id: mpId },
    { product_id: productId, update_data: data },
    client,
  );
const pending = (who: Caller, mpId: number, client?: number) =>
  req('GET', '/listingtracker/updates/pending', who, { mp_id: mpId }, undefined, client);
const decide = (who: Caller, id: number, approve: boolean, client?: number) =>
  req('POST', `/listingtracker/updates/${id}/approve`, who, {}, { approve }, client);

const versions = (productId: number, client = clientId) =>
  catalogueService(t.db).repo.contentVersions(client, productId);
const updateRow = async (id: number) =>
  (
    await rowsOf<{ status: string; decided_by: number | null; content_version: number | null }>(
      t.db,
      sql`select status, decided_by, content_version from listing_updates where pk_update_id = ${id}::int`,
    )
  )[0];
const productRow = async (id: number) =>
  (
    await rowsOf<{ title: string | null; category: string | null; description: string | null }>(
      t.db,
      sql`select title, category, description from products where pk_product_id = ${id}::int`,
    )
  )[0];

async function newUpdate(productId = p.mine, data: Record<string, unknown> = { title: 'Proposed' }) {
  const res = await submit(submitter, az, productId, data);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().update_id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  az = (await t.make.marketplace({ short_code: `AZ_${tag}`, name: `Amazon ${tag}` })).pk_mp_id;
  ot = (await t.make.marketplace({ short_code: `OT_${tag}`, name: `Otto ${tag}` })).pk_mp_id;
  clientId = (await t.make.client()).pk_client_id;
  otherClient = (await t.make.client()).pk_client_id;
  const brandX = await t.make.brand();
  const brandY = await t.make.brand();
  const sku = async (client: number, code: string, brand: number | null) =>
    (
      await t.db
        .insert(skus)
        .values({ client_id: client, sku_code: code, sku_name: code, fk_brand_id: brand })
        .returning()
    )[0]!.pk_sku_id;
  const product = async (client: number, mpId: number, identifier: string, skuId: number | null) =>
    (
      await t.db
        .insert(products)
        .values({
          client_id: client,
          mp_id: mpId,
          identifier,
          sku_code: identifier,
          fk_sku_id: skuId,
          title: `Old ${identifier}`,
          category: 'Old category',
          description: 'Old description',
        })
        .returning()
    )[0]!.pk_product_id;
  p = {
    mine: await product(clientId, az, 'B0MINE', await sku(clientId, 'SKU-X', brandX.pk_brand_id)),
    brandY: await product(clientId, az, 'B0BRANDY', await sku(clientId, 'SKU-Y', brandY.pk_brand_id)),
    otto: await product(clientId, ot, 'OTTO-1', null),
    foreign: await product(otherClient, az, 'B0FOREIGN', null),
  };
  await catalogueService(t.db).writeContentVersion({
    clientId,
    productId: p.mine,
    source: 'demo',
    content: {
      ...CURRENT,
      brand: 'Acme',
      image_urls: ['https://img.test/1.jpg'],
    },
    at: new Date(Date.now() - 86_400_000),
  });
  const [x, y] = [brandX.pk_brand_id, brandY.pk_brand_id];
  submitter = await member(
    clientId,
    [VIEW],
    [az, ot],
    [x],
    `submitter-${tag.toLowerCase()}@test.marketdesk.dev`,
  );
  approver = await member(clientId, [VIEW, MODIFY], [az, ot], [x, y]);
  viewer = await member(clientId, [VIEW], [az], [x]);
  noView = await member(clientId, ['view:product', MODIFY], [az], [x]);
  brandYApprover = await member(clientId, [VIEW, MODIFY], [az], [y]);
  outsider = await member(otherClient, [VIEW, MODIFY], [az], []);
});
afterAll(() => t?.close());

describe('POST /listingtracker/update', () => {
  it('keeps a pending update of the fields that carry a value', async () => {
    const res = await submit(submitter, az, p.mine, {
      title: '  New title ',
      category: '',
      bullet_points: ['One', ' ', 'Two'],
      keywords: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ update_id: expect.any(Number), status: 'pending' });
    const [row] = await rowsOf<{ update_data: unknown; status: string; submitted_by: number }>(
      t.db,
      sql`select update_data, status, submitted_by from listing_updates where pk_update_id = ${res.json().update_id}::int`,
    );
    expect(row).toEqual({
      update_data: { title: 'New title', bullet_points: ['One', 'Two'] },
      status: 'pending',
      submitted_by: submitter.id,
    });
  });

  it('refuses an update with nothing in it (422) and browse_node_id off Amazon', async () => {
    const empty = await submit(submitter, az, p.mine, { title: ' ', bullet_points: [''] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0].msg).toBe(T.enterData);
    const otto = await submit(submitter, ot, p.otto, { browse_node_id: '42' });
    expect(otto.statusCode).toBe(422);
    expect(otto.json().detail[0].msg).toBe(T.browseNodeAzOnly);
    expect((await submit(submitter, ot, p.otto, { title: 'Otto title' })).statusCode).toBe(201);
    expect((await submit(submitter, az, p.mine, { browse_node_id: '42' })).statusCode).toBe(201);
  });

  it('needs view:product_data, the marketplace and a product of the marketplace, client and brands', async () => {
    expect((await submit(noView, az, p.mine, { title: 'x' })).statusCode).toBe(403);
    expect((await submit(viewer, ot, p.otto, { title: 'x' })).statusCode).toBe(403);
    expect((await submit(submitter, az, p.otto, { title: 'x' })).statusCode).toBe(404);
    const foreign = await submit(submitter, az, p.foreign, { title: 'x' });
    expect([foreign.statusCode, foreign.json().detail]).toEqual([404, T.productNotFound]);
    // Another client's member naming this client, and this client's product from the other client.
    expect((await submit(outsider, az, p.mine, { title: 'x' })).statusCode).toBe(403);
    expect((await submit(outsider, az, p.mine, { title: 'x' }, otherClient)).statusCode).toBe(404);
    // Brand-limited: only the products of their brands.
    expect((await submit(brandYApprover, az, p.mine, { title: 'x' })).statusCode).toBe(404);
    expect((await submit(brandYApprover, az, p.brandY, { title: 'y' })).statusCode).toBe(201);
  });
});

describe('GET /listingtracker/updates/pending', () => {
  it('lists the spec’s pending-item fields with the current content beside the proposal', async () => {
    const id = await newUpdate(p.mine, {
      title: 'Proposed title',
      category: 'Proposed category',
      subcategory: 'Proposed sub',
      browse_node_id: '222',
      bullet_points: ['A', 'B'],
      description: 'Proposed description',
      keywords: ['k1', 'k2'],
    });
    const res = await pending(approver, az);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().find((i: { update_id: number }) => i.update_id === id);
    expect(item).toEqual({
      update_id: id,
      retailer_sku: 'B0MINE',
      product_title: 'Proposed title',
      product_category: 'Proposed category',
      product_subcategory: 'Proposed sub',
      product_browse_node_id: '222',
      product_bullet_points: ['A', 'B'],
      product_keywords: ['k1', 'k2'],
      submitted_by_email: `submitter-${tag.toLowerCase()}@test.marketdesk.dev`,
      submitted_by_name: 'Test User',
      submission_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      product_id: p.mine,
      product_description: 'Proposed description',
      current: { version: 1, ...CURRENT },
      can_decide: true,
    });
    // The submitter sees it too, but may not decide their own.
    const own = (await pending(submitter, az)).json().find((i: { update_id: number }) => i.update_id === id);
    expect(own.can_decide).toBe(false);
  });

  it('lists only pending updates of the marketplace, oldest first', async () => {
    const first = await newUpdate();
    const second = await newUpdate();
    expect((await decide(approver, first, false)).statusCode).toBe(200);
    const ids = (await pending(approver, az)).json().map((i: { update_id: number }) => i.update_id);
    expect(ids).not.toContain(first);
    expect(ids).toContain(second);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const otto = (await pending(approver, ot)).json();
    expect(otto.every((i: { product_id: number }) => i.product_id === p.otto)).toBe(true);
  });

  it('needs view:product_data and the marketplace; never another client’s or another brand’s', async () => {
    expect((await pending(noView, az)).statusCode).toBe(403);
    expect((await pending(viewer, ot)).statusCode).toBe(403);
    expect((await pending(outsider, az)).statusCode).toBe(403);
    await submit(outsider, az, p.foreign, { title: 'Foreign' }, otherClient);
    const mine = (await pending(approver, az)).json();
    expect(mine.some((i: { retailer_sku: string }) => i.retailer_sku === 'B0FOREIGN')).toBe(false);
    const theirs = (await pending(outsider, az, otherClient)).json();
    expect(theirs.map((i: { retailer_sku: string }) => i.retailer_sku)).toEqual(['B0FOREIGN']);
    const limited = (await pending(brandYApprover, az)).json();
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((i: { retailer_sku: string }) => i.retailer_sku === 'B0BRANDY')).toBe(true);
  });
});

describe('POST /listingtracker/updates/{id}/approve', () => {
  it('approval writes the next content version over the current one and keeps the earlier', async () => {
    const before = await versions(p.mine);
    const id = await newUpdate(p.mine, { title: 'Approved title', bullet_points: ['New bullet'] });
    const res = await decide(approver, id, true);
    expect(res.statusCode, res.body).toBe(200);
    const next = before[0]!.version + 1;
    expect(res.json()).toEqual({ update_id: id, status: 'approved', content_version: next });
    expect(await updateRow(id)).toEqual({
      status: 'approved',
      decided_by: approver.id,
      content_version: next,
    });
    const after = await versions(p.mine);
    expect(after.map((v) => v.version)).toEqual([next, ...before.map((v) => v.version)]);
    const [now, prior] = after;
    // The update's fields over the current content; the rest carried over; the earlier version kept, closed.
    expect(now).toMatchObject({
      title: 'Approved title',
      bullet_points: ['New bullet'],
      category: prior!.category,
      description: prior!.description,
      keywords: prior!.keywords,
      brand: 'Acme',
      image_urls: ['https://img.test/1.jpg'],
      source: 'listing_update',
      created_by: submitter.id,
      valid_to: null,
    });
    expect(prior).toMatchObject({ version: before[0]!.version, title: before[0]!.title });
    expect(prior!.valid_to).not.toBeNull();
    // The product grid's own columns follow.
    expect(await productRow(p.mine)).toMatchObject({ title: 'Approved title' });
    // And the pending list shows the new content as current.
    const other = await newUpdate();
    const item = (await pending(approver, az))
      .json()
      .find((i: { update_id: number }) => i.update_id === other);
    expect(item.current).toMatchObject({ version: next, title: 'Approved title' });
  });

  it('approval of a product without content writes its first version', async () => {
    const res = await submit(submitter, ot, p.otto, { title: 'Otto new', description: 'Otto text' });
    const id = res.json().update_id;
    expect((await decide(approver, id, true)).json().content_version).toBe(1);
    expect((await versions(p.otto))[0]).toMatchObject({ version: 1, title: 'Otto new' });
    expect(await productRow(p.otto)).toEqual({
      title: 'Otto new',
      category: 'Old category',
      description: 'Otto text',
    });
  });

  it('rejection writes no content', async () => {
    const before = await versions(p.mine);
    const product = await productRow(p.mine);
    const id = await newUpdate(p.mine, { title: 'Rejected title' });
    const res = await decide(approver, id, false);
    expect(res.json()).toEqual({ update_id: id, status: 'rejected', content_version: null });
    expect(await versions(p.mine)).toEqual(before);
    expect(await productRow(p.mine)).toEqual(product);
    expect(await updateRow(id)).toEqual({
      status: 'rejected',
      decided_by: approver.id,
      content_version: null,
    });
  });

  it('an approval that fails leaves nothing: no content version, no product change, still pending', async () => {
    const before = await versions(p.mine);
    const product = await productRow(p.mine);
    const id = await newUpdate(p.mine, { title: 'Doomed title' });
    // The last write of the approval (marking the update) fails in the database.
    await t.db.execute(
      sql.raw(`create function lt_fail() returns trigger language plpgsql as $$
        begin raise exception 'approval interrupted'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger lt_fail before update on listing_updates for each row
        when (new.status = 'approved') execute function lt_fail()`),
    );
    try {
      expect((await decide(approver, id, true)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger lt_fail on listing_updates'));
      await t.db.execute(sql.raw('drop function lt_fail()'));
    }
    expect(await versions(p.mine)).toEqual(before);
    expect(await productRow(p.mine)).toEqual(product);
    expect((await updateRow(id))!.status).toBe('pending');
    expect((await decide(approver, id, true)).statusCode).toBe(200);
  });

  it('the submitter cannot decide their own update, even holding modify:product_data', async () => {
    const own = await submit(approver, az, p.mine, { title: 'Mine' });
    const id = own.json().update_id;
    const res = await decide(approver, id, true);
    expect([res.statusCode, res.json().detail]).toEqual([403, T.ownUpdate]);
    expect((await decide(approver, id, false)).statusCode).toBe(403);
    expect((await updateRow(id))!.status).toBe('pending');
    expect((await decide(brandYApprover, id, true)).statusCode).toBe(404);
    expect((await decide(noView, id, true)).statusCode).toBe(200);
  });

  it('needs modify:product_data', async () => {
    const id = await newUpdate();
    const res = await decide(viewer, id, true);
    expect([res.statusCode, res.json().detail]).toEqual([403, T.notApprover]);
    expect((await updateRow(id))!.status).toBe('pending');
  });

  it('a decided update answers 409, an unknown or another client’s 404', async () => {
    const id = await newUpdate();
    expect((await decide(approver, id, true)).statusCode).toBe(200);
    const again = await decide(approver, id, false);
    expect([again.statusCode, again.json().detail]).toEqual([409, T.notPending]);
    expect((await decide(approver, 2_000_000_000, true)).statusCode).toBe(404);
    const theirs = (await submit(outsider, az, p.foreign, { title: 'T' }, otherClient)).json().update_id;
    // This client's approver naming their update, and the outsider naming their update in this client.
    expect((await decide(approver, theirs, true)).statusCode).toBe(404);
    expect((await decide(outsider, id, true)).statusCode).toBe(403);
    expect((await updateRow(theirs))!.status).toBe('pending');
  });
});
