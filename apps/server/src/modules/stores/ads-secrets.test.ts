import { Writable } from 'node:stream';
import { storeSecrets, storesByMarketplace } from '@marketdesk/contracts/stores';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFixtures } from '../../../test/fixtures/stores';
import { createTestApp, type TestApp, testSecrets } from '../../../test/helper';
import { auditLog, stores } from '../../db/schema';
import { loggerOptions } from '../../platform/logging';

/**
 * A store's Amazon Ads API connection (issue 21): ads_client_id, ads_client_secret, ads_refresh_token and
 * ads_enabled on the credentials form, handled as the SP-API tokens are: secrets encrypted at rest, answered
 * masked, never logged nor audited in clear; left out kept, empty cleared; another client's store refused.
 */

const lines: string[] = [];
let t: TestApp;
let f: ReturnType<typeof storeFixtures>;
const SECRET = 'ads-client-secret-QRST';
const REFRESH = 'Atzr|ads-refresh-token-7788';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { ...loggerOptions('trace'), stream } });
  f = storeFixtures(t);
});
afterAll(() => t?.close());

const post = (clientId: number, mpId: number, headers: object, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/marketplaces/admin/secrets?mp_id=${mpId}&client_id=${clientId}`,
    headers: headers as Record<string, string>,
    payload,
  });
const storeRow = async (id: number) =>
  (await t.db.select().from(stores).where(eq(stores.pk_store_id, id)))[0]!;
const withAds = (o: Record<string, unknown> = {}) => ({
  seller_id: 'ADS1',
  store_name: 'Acme Ads',
  account_type: 'seller',
  ads_client_id: 'amzn1.application-oa2-client.ads',
  ads_client_secret: SECRET,
  ads_refresh_token: REFRESH,
  ads_enabled: true,
  ...o,
});

describe('the Ads API connection of a store', () => {
  it('stores the secrets encrypted, answers them masked, and never logs or audits them', async () => {
    const { mine, mp, headers } = await f.setup();
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, withAds());
    expect(res.statusCode).toBe(201);
    const answer = storeSecrets.parse(res.json());
    expect(answer).toMatchObject({
      ads_enabled: true,
      ads_client_id: 'amzn1.application-oa2-client.ads',
      ads_client_secret: '****QRST',
      ads_refresh_token: '****7788',
      // The SP-API connection is another application's: untouched.
      api_enabled: false,
      token_client_secret: null,
      token_refresh: null,
    });
    const row = await storeRow(answer.pk_store_id);
    expect(JSON.stringify(row)).not.toContain('QRST');
    expect(JSON.stringify(row)).not.toContain('7788');
    expect(testSecrets.decrypt(row.ads_client_secret_enc!)).toBe(SECRET);
    expect(testSecrets.decrypt(row.ads_refresh_enc!)).toBe(REFRESH);
    expect(row.ads_enabled).toBe(true);

    const secretsRes = await t.app.inject({
      url: `/marketplaces/admin/secrets?mp_id=${mp.pk_mp_id}&client_id=${mine.pk_client_id}`,
      headers,
    });
    expect(secretsRes.json()[0]).toMatchObject({
      ads_client_secret: '****QRST',
      ads_refresh_token: '****7788',
    });
    const list = await t.app.inject({
      url: `/marketplaces/admin/stores?client_id=${mine.pk_client_id}`,
      headers,
    });
    const summary = storesByMarketplace.parse(list.json())[String(mp.pk_mp_id)]![0]!;
    expect(summary).toMatchObject({ ads_enabled: true, ads_client_id: 'amzn1.application-oa2-client.ads' });
    expect(list.body).not.toContain('secret');
    expect(list.body).not.toContain('refresh');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store'), eq(auditLog.entity_id, String(answer.pk_store_id))));
    expect(audits).toHaveLength(1);
    const audited = JSON.stringify(audits);
    for (const x of ['QRST', '7788', 'ads-client-secret', 'ads_refresh']) expect(audited).not.toContain(x);
    expect(audited).toContain('ads_enabled');

    const logged = lines.join('\n');
    expect(logged).toContain('/marketplaces/admin/secrets'); // the requests were logged…
    for (const x of [SECRET, REFRESH, 'QRST', '7788']) expect(logged).not.toContain(x); // …their secrets not
  });

  it('keeps what is left out, clears what is sent empty, and switches the connection off', async () => {
    const { mine, mp, headers } = await f.setup();
    const s = storeSecrets.parse((await post(mine.pk_client_id, mp.pk_mp_id, headers, withAds())).json());
    const keep = await post(mine.pk_client_id, mp.pk_mp_id, headers, {
      pk_store_id: s.pk_store_id,
      seller_id: 'ADS1',
      account_type: 'seller',
      store_name: 'Renamed',
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({
      ads_enabled: true,
      ads_client_id: 'amzn1.application-oa2-client.ads',
      ads_client_secret: '****QRST',
      ads_refresh_token: '****7788',
    });
    const cleared = await post(mine.pk_client_id, mp.pk_mp_id, headers, {
      pk_store_id: s.pk_store_id,
      seller_id: 'ADS1',
      account_type: 'seller',
      store_name: 'Renamed',
      ads_client_secret: '',
      ads_refresh_token: 'Atzr|new-refresh-1122',
      ads_enabled: false,
    });
    expect(cleared.json()).toMatchObject({
      ads_enabled: false,
      ads_client_secret: null,
      ads_refresh_token: '****1122',
    });
    const row = await storeRow(s.pk_store_id);
    expect(row.ads_client_secret_enc).toBeNull();
    expect(testSecrets.decrypt(row.ads_refresh_enc!)).toBe('Atzr|new-refresh-1122');
    const [, , audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store'), eq(auditLog.entity_id, String(s.pk_store_id))))
      .orderBy(auditLog.id);
    expect(audit!.changes).toMatchObject({
      ads_enabled: { before: true, after: false },
      cleared_credentials: { before: null, after: ['ads_client_secret'] },
    });
    expect(JSON.stringify(audit)).not.toContain('1122');
  });

  it("refuses another client's store and changes nothing of its connection", async () => {
    const { mine, theirs, mp, headers } = await f.setup();
    const foreign = await f.store(theirs.pk_client_id, mp.pk_mp_id, {
      seller_id: 'THEIRS',
      ads_client_secret_enc: testSecrets.encrypt('their-ads-secret-9999'),
      ads_enabled: true,
    });
    const res = await post(mine.pk_client_id, mp.pk_mp_id, headers, {
      ...withAds({ seller_id: 'THEIRS', ads_enabled: false, ads_client_secret: 'mine-now-0000' }),
      pk_store_id: foreign.pk_store_id,
    });
    expect(res.statusCode).toBe(404);
    expect((await post(theirs.pk_client_id, mp.pk_mp_id, headers, withAds())).statusCode).toBe(403);
    const row = await storeRow(foreign.pk_store_id);
    expect(row.ads_enabled).toBe(true);
    expect(testSecrets.decrypt(row.ads_client_secret_enc!)).toBe('their-ads-secret-9999');
  });
});
