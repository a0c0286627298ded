import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFixtures } from '../../test/fixtures/stores';
import { createTestApp, type TestApp, testSecrets } from '../../test/helper';
import { stores } from '../db/schema';
import { AD_ACCOUNT_TEXT, adAccountFor, adAccountRows } from './ad-accounts';
import { adsApiEndpoint, adsTokenUrl } from './connectors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const connected = (o: { name?: string; type?: string } = {}) => ({
  store_name: o.name ?? 'Main store',
  account_type: o.type ?? 'seller',
  ads_enabled: true,
  ads_client_id: 'amzn1.application-oa2-client.ads',
  ads_client_secret_enc: testSecrets.encrypt('ads-secret'),
  ads_refresh_enc: testSecrets.encrypt('Atzr|ads-refresh'),
});

describe('a profile’s advertising account', () => {
  it('is the Ads API connection of the store on its marketplace with its seller type', async () => {
    const { mine, theirs, mp } = await storeFixtures(t).setup();
    const profile = await t.make.profile(mine.pk_client_id, mp.pk_mp_id, { seller_name: 'Acme EU' });
    await storeFixtures(t).store(mine.pk_client_id, mp.pk_mp_id, { ...connected({ type: 'vendor' }) });
    expect(await adAccountFor(t.db, testSecrets, mine.pk_client_id, profile.profile_id)).toEqual({
      ok: false,
      reason: AD_ACCOUNT_TEXT.noStore,
    });
    const store = await storeFixtures(t).store(
      mine.pk_client_id,
      mp.pk_mp_id,
      connected({ name: 'Acme EU' }),
    );
    // A second seller store of the same marketplace: the one named like the profile's seller wins.
    await storeFixtures(t).store(mine.pk_client_id, mp.pk_mp_id, connected({ name: 'Other' }));
    const access = await adAccountFor(t.db, testSecrets, mine.pk_client_id, profile.profile_id);
    expect(access).toEqual({
      ok: true,
      storeId: store.pk_store_id,
      sellerName: 'Acme EU',
      profile: {
        countryCode: 'US',
        profileId: profile.profile_id,
        credentials: {
          clientId: 'amzn1.application-oa2-client.ads',
          clientSecret: 'ads-secret',
          refreshToken: 'Atzr|ads-refresh',
        },
      },
    });
    // Another client's profile id reaches nothing.
    expect(await adAccountFor(t.db, testSecrets, theirs.pk_client_id, profile.profile_id)).toMatchObject({
      ok: false,
    });
  });

  it('is off while disabled, without credentials, or with secrets the key cannot read', async () => {
    const { mine, mp } = await storeFixtures(t).setup();
    const profile = await t.make.profile(mine.pk_client_id, mp.pk_mp_id);
    const f = storeFixtures(t);
    const store = await f.store(mine.pk_client_id, mp.pk_mp_id, { ...connected(), ads_enabled: false });
    const reason = async () => {
      const a = await adAccountFor(t.db, testSecrets, mine.pk_client_id, profile.profile_id);
      return a.ok ? 'ok' : a.reason;
    };
    expect(await reason()).toBe(AD_ACCOUNT_TEXT.disabled);
    await t.db
      .update(stores)
      .set({ ads_enabled: true, ads_refresh_enc: null })
      .where(eq(stores.pk_store_id, store.pk_store_id));
    expect(await reason()).toBe(AD_ACCOUNT_TEXT.missing);
    await t.db
      .update(stores)
      .set({ ads_refresh_enc: 'not-ciphertext' })
      .where(eq(stores.pk_store_id, store.pk_store_id));
    expect(await reason()).toBe(AD_ACCOUNT_TEXT.unreadable);
    const rows = await adAccountRows(t.db, { clientId: mine.pk_client_id });
    expect(rows.map((r) => r.profile_id)).toEqual([profile.profile_id]);
  });
});

describe('Ads API endpoints', () => {
  it('follow the profile’s region unless configured', () => {
    expect(adsApiEndpoint('US')).toBe('https://advertising-api.amazon.com');
    expect(adsApiEndpoint('de')).toBe('https://advertising-api-eu.amazon.com');
    expect(adsApiEndpoint('JP')).toBe('https://advertising-api-fe.amazon.com');
    expect(adsApiEndpoint('US', 'http://127.0.0.1:9/')).toBe('http://127.0.0.1:9');
    expect(adsTokenUrl('GB')).toBe('https://api.amazon.co.uk/auth/o2/token');
    expect(adsTokenUrl('AU')).toBe('https://api.amazon.co.jp/auth/o2/token');
    expect(adsTokenUrl('US', 'http://127.0.0.1:9/token')).toBe('http://127.0.0.1:9/token');
  });
});
