import { adminMetrics } from '@marketdesk/contracts/comparison-metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { skuComparisons, skus } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const START = '2026-10-01';
const END = '2026-10-20';

/** A seeded random generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

async function clientWithSku() {
  const client = await t.make.client();
  const mp = await t.make.marketplace();
  const [sku] = await t.db
    .insert(skus)
    .values({ client_id: client.pk_client_id, sku_code: 'SKU-1', sku_name: 'Kettle' })
    .returning();
  return { client, mp, sku: sku! };
}

type Upload = { userId: number | null; at: Date };

async function insertUploads(c: Awaited<ReturnType<typeof clientWithSku>>, uploads: Upload[]) {
  if (uploads.length === 0) return;
  await t.db.insert(skuComparisons).values(
    uploads.map((u) => ({
      client_id: c.client.pk_client_id,
      mp_id: c.mp.pk_mp_id,
      fk_sku_id: c.sku.pk_sku_id,
      fk_user_id: u.userId,
      sku_code: 'SKU-1',
      client_retailer_sku: 'B0A',
      comp1_retailer_sku: 'B0B',
      comp2_retailer_sku: 'B0C',
      client_price: '10.00',
      comp1_price: '11.00',
      comp2_price: '12.00',
      client_delivery_days: 1,
      comp1_delivery_days: 2,
      comp2_delivery_days: 3,
      client_ranking: 4,
      catalog_issues: 'no_issues',
      dt_create: u.at,
    })),
  );
}

const get = (clientId: number, headers: Record<string, string>, start = START, end = END) =>
  t.app.inject({
    url: `/channelreports/sku-data/admin-metrics?start_date=${start}&end_date=${end}&client_id=${clientId}`,
    headers,
  });

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const nextDay = (iso: string) => dayOf(new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000));

/** The longest run and the run ending on `last` or the day before, counted the plain way. */
function expectedStreaks(days: Set<string>, last: string) {
  let max = 0;
  for (const d of days) {
    let n = 0;
    for (let x = d; days.has(x); x = nextDay(x)) n++;
    max = Math.max(max, n);
  }
  const yesterday = dayOf(new Date(Date.parse(`${last}T00:00:00Z`) - 86_400_000));
  let cursor = days.has(last) ? last : yesterday;
  let current = 0;
  while (days.has(cursor)) {
    current++;
    cursor = dayOf(new Date(Date.parse(`${cursor}T00:00:00Z`) - 86_400_000));
  }
  return { current, max };
}

describe('GET /channelreports/sku-data/admin-metrics', () => {
  it('recomputes every figure from the raw uploads of the client and range', async () => {
    const c = await clientWithSku();
    const { user: admin } = await t.make.member(c.client.pk_client_id, { roleName: 'Client Admin' });
    const people: Awaited<ReturnType<TestApp['make']['user']>>[] = [];
    for (const first of ['Ada', 'Grace', 'Linus', 'Margaret']) {
      people.push(
        (await t.make.member(c.client.pk_client_id, { user: { first_name: first, last_name: 'Test' } })).user,
      );
    }
    const rnd = random(19);
    const uploads: Upload[] = [];
    // Random uploads from 2026-09-25 to 2026-10-25: some before and after the range, which must not count.
    for (const p of people) {
      for (let day = 0; day < 31; day++) {
        if (rnd() < 0.45) continue;
        const n = 1 + Math.floor(rnd() * 3);
        for (let i = 0; i < n; i++) {
          const at = new Date(
            Date.parse('2026-09-25T00:00:00Z') + day * 86_400_000 + Math.floor(rnd() * 86_400_000),
          );
          uploads.push({ userId: p.id, at });
        }
      }
    }
    // A streak that runs to the last day, the range's edges to the second, and a deleted user's upload.
    for (const d of ['2026-10-18', '2026-10-19', '2026-10-20'])
      uploads.push({ userId: people[0]!.id, at: new Date(`${d}T12:00:00Z`) });
    uploads.push({ userId: people[1]!.id, at: new Date('2026-10-01T00:00:00Z') });
    uploads.push({ userId: people[1]!.id, at: new Date('2026-10-20T23:59:59Z') });
    uploads.push({ userId: people[2]!.id, at: new Date('2026-09-30T23:59:59Z') });
    uploads.push({ userId: null, at: new Date('2026-10-05T09:00:00Z') });
    await insertUploads(c, uploads);
    // Another client's uploads never count.
    const elsewhere = await clientWithSku();
    await insertUploads(elsewhere, [{ userId: people[0]!.id, at: new Date('2026-10-05T09:00:00Z') }]);

    const res = await get(c.client.pk_client_id, await t.auth(admin.id));
    expect(res.statusCode).toBe(200);
    const body = adminMetrics.parse(res.json());

    const inRange = uploads.filter((u) => dayOf(u.at) >= START && dayOf(u.at) <= END);
    expect(body.total_uploads).toBe(inRange.length);
    const daily = new Map<string, number>();
    for (const u of inRange) daily.set(dayOf(u.at), (daily.get(dayOf(u.at)) ?? 0) + 1);
    expect(body.daily_counts).toEqual(
      [...daily].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
    );
    const active = people.filter((p) => inRange.some((u) => u.userId === p.id));
    expect(body.active_users).toBe(active.length);
    expect(body.user_metrics).toHaveLength(active.length);
    for (const p of active) {
      const mine = inRange.filter((u) => u.userId === p.id).map((u) => u.at.getTime());
      const days = new Set(inRange.filter((u) => u.userId === p.id).map((u) => dayOf(u.at)));
      expect(body.user_metrics.find((m) => m.user_id === p.id)).toEqual({
        user_id: p.id,
        username: `${p.first_name} Test`,
        total_uploads: mine.length,
        active_days: days.size,
        first_upload: new Date(Math.min(...mine)).toISOString(),
        last_upload: new Date(Math.max(...mine)).toISOString(),
      });
      const s = expectedStreaks(days, END);
      expect(body.user_streaks.find((u) => u.user_id === p.id)).toEqual({
        user_id: p.id,
        username: `${p.first_name} Test`,
        current_streak: s.current,
        max_streak: s.max,
      });
    }
    expect(body.user_streaks.find((u) => u.user_id === people[0]!.id)!.current_streak).toBeGreaterThanOrEqual(
      3,
    );
    const totals = body.user_metrics.map((m) => m.total_uploads);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(body.user_streaks.map((s) => s.user_id)).toEqual(body.user_metrics.map((m) => m.user_id));
  });

  it('answers zeros for a range without uploads', async () => {
    const c = await clientWithSku();
    const { user: admin } = await t.make.member(c.client.pk_client_id, { roleName: 'Client Admin' });
    const res = await get(c.client.pk_client_id, await t.auth(admin.id));
    expect(res.json()).toEqual({
      total_uploads: 0,
      active_users: 0,
      daily_counts: [],
      user_metrics: [],
      user_streaks: [],
    });
  });

  it('is for client admins of the client asked and super admins only', async () => {
    const c = await clientWithSku();
    const other = await clientWithSku();
    await insertUploads(other, [{ userId: null, at: new Date('2026-10-05T09:00:00Z') }]);
    const { user: admin } = await t.make.member(c.client.pk_client_id, { roleName: 'Client Admin' });
    const { user: seller } = await t.make.member(c.client.pk_client_id, {
      permissions: ['channel_report:view', 'channel_report:create'],
    });
    expect((await get(c.client.pk_client_id, await t.auth(seller.id))).statusCode).toBe(403);
    // Another client: not a member (403), then a member without the Client Admin role there (403).
    const foreign = await get(other.client.pk_client_id, await t.auth(admin.id));
    expect(foreign.statusCode).toBe(403);
    await t.make.membership(admin.id, other.client.pk_client_id);
    expect((await get(other.client.pk_client_id, await t.auth(admin.id))).statusCode).toBe(403);
    const sa = await t.make.user({ is_sa: true });
    const asSa = await get(other.client.pk_client_id, await t.auth(sa.id));
    expect(asSa.statusCode).toBe(200);
    expect(asSa.json().total_uploads).toBe(1);
    expect((await get(c.client.pk_client_id, {})).statusCode).toBe(401);
    expect((await get(c.client.pk_client_id, await t.auth(admin.id), END, START)).statusCode).toBe(422);
  });
});
