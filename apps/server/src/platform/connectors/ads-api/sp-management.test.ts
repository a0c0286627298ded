import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdsSpFake, startAdsSpFake } from '../../../../test/ads-api-sp-fake';
import { ConnectorError } from '../http';
import { adsApiConnector } from './connector';
import { parseMultiStatus, spManagement } from './sp-management';

let fake: AdsSpFake;
const sleeps: number[] = [];
const logged: unknown[] = [];
const log = {
  info: (o: object, m?: string) => logged.push([o, m]),
  warn: (o: object, m?: string) => logged.push([o, m]),
  error: (o: object, m?: string) => logged.push([o, m]),
};

const sp = () => {
  const connector = adsApiConnector({
    config: { ADS_API_ENDPOINT: fake.url, ADS_TOKEN_URL: fake.tokenUrl },
    log,
    http: { sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 },
  });
  return spManagement(
    connector.client({ countryCode: 'US', profileId: 'P-ONE', credentials: fake.credentials }),
  );
};

beforeAll(async () => {
  fake = await startAdsSpFake();
  fake.profiles.add('P-ONE');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  sleeps.length = 0;
});

describe('Sponsored Products v3 management client', () => {
  it('updates keywords with the versioned media type, token, client id and profile scope; 207 all accepted', async () => {
    const out = await sp().send({
      call: 'updateKeywords',
      items: [
        { keywordId: '111', bid: 1.25 },
        { keywordId: '222', state: 'PAUSED' },
      ],
    });
    expect(out).toEqual([
      { index: 0, ok: true, id: '111' },
      { index: 1, ok: true, id: '222' },
    ]);
    const [call] = fake.spCalls();
    expect(call).toMatchObject({
      method: 'PUT',
      path: '/sp/keywords',
      body: {
        keywords: [
          { keywordId: '111', bid: 1.25 },
          { keywordId: '222', state: 'PAUSED' },
        ],
      },
    });
    expect(call!.headers).toMatchObject({
      'content-type': 'application/vnd.spKeyword.v3+json',
      accept: 'application/vnd.spKeyword.v3+json',
      'amazon-advertising-api-scope': 'P-ONE',
      'amazon-advertising-api-clientid': fake.credentials.clientId,
      authorization: expect.stringMatching(/^Bearer Atza\|fake-access-\d+$/),
    });
  });

  it('creates keywords and negative keywords and answers the ids Amazon gave them', async () => {
    const client = sp();
    const kw = await client.send({
      call: 'createKeywords',
      items: [
        {
          campaignId: 'C1',
          adGroupId: 'G1',
          keywordText: 'red kettle',
          matchType: 'EXACT',
          state: 'ENABLED',
          bid: 0.9,
        },
      ],
    });
    expect(kw).toEqual([{ index: 0, ok: true, id: expect.stringMatching(/^\d+$/) }]);
    const neg = await client.send({
      call: 'createNegativeKeywords',
      items: [
        {
          campaignId: 'C1',
          adGroupId: 'G1',
          keywordText: 'cheap kettle',
          matchType: 'NEGATIVE_EXACT',
          state: 'ENABLED',
        },
      ],
    });
    expect(neg[0]).toMatchObject({ ok: true, id: expect.stringMatching(/^\d+$/) });
    expect(fake.spCalls().map((c) => [c.method, c.path, c.headers['content-type']])).toEqual([
      ['POST', '/sp/keywords', 'application/vnd.spKeyword.v3+json'],
      ['POST', '/sp/negativeKeywords', 'application/vnd.spNegativeKeyword.v3+json'],
    ]);
    // One token exchange serves both calls.
    expect(fake.tokenCalls()).toBeLessThanOrEqual(1);
  });

  it('207 partially refused: each item its own success or error (errorType, message)', async () => {
    fake.refusals.set('T-BAD', { errorType: 'entityNotFoundError', message: 'Target T-BAD does not exist' });
    const out = await sp().send({
      call: 'updateTargets',
      items: [
        { targetId: 'T-OK', bid: 0.5 },
        { targetId: 'T-BAD', bid: 0.5 },
      ],
    });
    expect(out).toEqual([
      { index: 0, ok: true, id: 'T-OK' },
      { index: 1, ok: false, errorType: 'entityNotFoundError', message: 'Target T-BAD does not exist' },
    ]);
    expect(fake.spCalls()[0]!.headers['content-type']).toBe('application/vnd.spTargetingClause.v3+json');
  });

  it('429 with Retry-After is waited out (the seconds Amazon names), then the call succeeds', async () => {
    fake.throttle(2, '3', '7');
    const out = await sp().send({ call: 'updateProductAds', items: [{ adId: 'AD1', state: 'PAUSED' }] });
    expect(out).toEqual([{ index: 0, ok: true, id: 'AD1' }]);
    expect(sleeps).toEqual([3000, 7000]);
    expect(fake.spCalls()).toHaveLength(3);
  });

  it('throttled beyond the retry policy: a ConnectorError with status 429', async () => {
    fake.throttle(10, '0');
    const error = await sp()
      .send({ call: 'updateProductAds', items: [{ adId: 'AD1', state: 'PAUSED' }] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error.status).toBe(429);
  });

  it('401: the refused token is exchanged afresh and the call sent once more', async () => {
    const client = sp();
    await client.send({ call: 'updateKeywords', items: [{ keywordId: '1', bid: 1 }] });
    const before = fake.tokenCalls();
    fake.revokeTokens();
    const out = await client.send({ call: 'updateKeywords', items: [{ keywordId: '1', bid: 2 }] });
    expect(out).toEqual([{ index: 0, ok: true, id: '1' }]);
    expect(fake.tokenCalls()).toBe(before + 1);
    const statuses = fake.spCalls().map((c) => c.headers.authorization);
    expect(statuses[1]).not.toBe(statuses[2]);
  });

  it('a 4xx refusal is a ConnectorError naming Amazon’s detail, never retried', async () => {
    fake.refuseNext(400, 'INVALID_ARGUMENT', 'bid must be at least 0.02');
    const error = await sp()
      .send({ call: 'updateKeywords', items: [{ keywordId: '1', bid: 0.01 }] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error.status).toBe(400);
    expect(error.message).toContain('bid must be at least 0.02');
    expect(fake.spCalls()).toHaveLength(1);
  });

  it('never logs the credentials or tokens', async () => {
    fake.throttle(2, '0');
    await sp().send({ call: 'updateKeywords', items: [{ keywordId: '1', bid: 1 }] });
    const text = JSON.stringify(logged);
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of [fake.credentials.clientSecret, fake.credentials.refreshToken, 'Atza|'])
      expect(text).not.toContain(secret);
  });
});

describe('parseMultiStatus', () => {
  it('an item the answer leaves out is an error; another shape is a ConnectorError', () => {
    expect(
      parseMultiStatus('updateKeywords', { keywords: { success: [{ index: 1, keywordId: 9 }] } }, 2),
    ).toEqual([
      {
        index: 0,
        ok: false,
        errorType: 'missingFromAnswer',
        message: 'The answer did not mention this item',
      },
      { index: 1, ok: true, id: '9' },
    ]);
    expect(() => parseMultiStatus('updateKeywords', { targetingClauses: {} }, 1)).toThrow(ConnectorError);
  });
});
