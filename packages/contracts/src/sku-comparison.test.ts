import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  dailyAverage,
  emptySkuComparisonForm,
  isJoinedIdentifier,
  joinIdentifier,
  type SkuComparisonForm,
  skuComparisonBody,
  skuComparisonProblem,
  skuComparisonRecord,
  SKU_COMPARISON_TEXT as T,
  twoFieldIdentifier,
} from './sku-comparison';

const record = {
  sku_code: 'SKU-1',
  client_retailer_sku: 'B0CLIENT',
  comp1_retailer_sku: 'B0COMP1',
  comp2_retailer_sku: 'B0COMP2',
  client_price: 19.99,
  comp1_price: 18.5,
  comp2_price: 21,
  client_delivery_days: 2,
  comp1_delivery_days: 3,
  comp2_delivery_days: 5,
  client_ranking: 4,
  catalog_issues: 'image_title',
};

const messages = (value: unknown) => {
  const r = skuComparisonRecord.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('SKU comparison record', () => {
  it('accepts a full record; review and promotions are optional (false, null)', () => {
    const parsed = skuComparisonRecord.parse(record);
    expect(parsed).toMatchObject({ deal_present: false, coupon_present: false, ams_present: false });
    expect(parsed.client_review).toBeNull();
    expect(
      skuComparisonRecord.parse({ ...record, client_review: '  ok  ', deal_present: true }),
    ).toMatchObject({
      client_review: 'ok',
      deal_present: true,
    });
  });

  it('refuses a blank SKU code and retailer SKUs with the form’s texts', () => {
    expect(messages({ ...record, sku_code: '  ' })).toEqual([`sku_code: ${T.enterSkuCode}`]);
    expect(messages({ ...record, comp2_retailer_sku: '' })).toEqual([
      `comp2_retailer_sku: ${T.fillRequired}`,
    ]);
  });

  it('takes exactly one catalog issue of the six', () => {
    for (const v of ['no_issues', 'image', 'title', 'image_title', 'a_plus_content', 'variation']) {
      expect(messages({ ...record, catalog_issues: v })).toEqual([]);
    }
    expect(messages({ ...record, catalog_issues: 'images' })).toEqual([
      `catalog_issues: ${T.selectCatalogIssue}`,
    ]);
    expect(messages({ ...record, catalog_issues: ['image', 'title'] })).toEqual([
      `catalog_issues: ${T.selectCatalogIssue}`,
    ]);
    expect(messages({ ...record, catalog_issues: undefined })).toEqual([
      `catalog_issues: ${T.selectCatalogIssue}`,
    ]);
  });

  it('prices, delivery days and the ranking are nonzero; prices take cents, days and ranking whole numbers', () => {
    expect(messages({ ...record, comp1_price: 0 })).toEqual([`comp1_price: ${T.priceNonzero}`]);
    expect(messages({ ...record, client_price: -1 })).toEqual([`client_price: ${T.priceNonzero}`]);
    expect(messages({ ...record, client_price: 0.01 })).toEqual([]);
    expect(messages({ ...record, client_price: 1.005 })).toEqual([`client_price: ${T.priceDecimals}`]);
    expect(messages({ ...record, comp2_delivery_days: 0 })).toEqual([
      `comp2_delivery_days: ${T.wholeNonzero}`,
    ]);
    expect(messages({ ...record, client_delivery_days: 1.5 })).toEqual([
      `client_delivery_days: ${T.wholeNonzero}`,
    ]);
    expect(messages({ ...record, client_ranking: 0 })).toEqual([`client_ranking: ${T.wholeNonzero}`]);
    expect(messages({ ...record, client_ranking: '3' })).toEqual([`client_ranking: ${T.wholeNonzero}`]);
  });
});

describe('EB and OT: two identifier fields', () => {
  it('by short-code prefix, or by a name naming the family', () => {
    expect(twoFieldIdentifier({ short_code: 'EB_UK', name: 'Auction UK' })).toEqual({
      first: 'Item Number',
      second: 'Variation ID',
    });
    expect(twoFieldIdentifier({ short_code: 'OT_DE', name: 'Market DE' })).toEqual({
      first: 'Product ID',
      second: 'Variation ID',
    });
    expect(twoFieldIdentifier({ short_code: 'XX', name: 'eBay Germany' })?.first).toBe('Item Number');
    expect(twoFieldIdentifier({ short_code: 'XX', name: 'OTTO Market' })?.first).toBe('Product ID');
    expect(twoFieldIdentifier({ short_code: 'AZ_US', name: 'Amazon US' })).toBeNull();
    expect(twoFieldIdentifier({ short_code: 'XX', name: 'Lotto shop' })).toBeNull();
  });

  it('joins the two values with a vertical bar', () => {
    expect(joinIdentifier(' 1234 ', ' V-9 ')).toBe('1234|V-9');
    expect(isJoinedIdentifier('1234|V-9')).toBe(true);
    expect(isJoinedIdentifier('1234|')).toBe(false);
    expect(isJoinedIdentifier('1234')).toBe(false);
    expect(isJoinedIdentifier('1|2|3')).toBe(false);
  });
});

const filled = (): SkuComparisonForm => ({
  ...emptySkuComparisonForm(),
  mp_id: 7,
  sku_code: 'SKU-1',
  client: { retailer_sku: '111', variation_id: 'A', price: '10.5', delivery_days: '2' },
  comp1: { retailer_sku: '222', variation_id: 'B', price: '11', delivery_days: '3' },
  comp2: { retailer_sku: '333', variation_id: 'C', price: '12', delivery_days: '4' },
  client_ranking: '5',
  catalog_issues: 'title',
});

describe('the form’s rules (spec 02 section 5)', () => {
  it('says the first rule broken, in the spec’s order', () => {
    expect(skuComparisonProblem(emptySkuComparisonForm(), false)).toBe(T.selectMarketplace);
    expect(skuComparisonProblem({ ...filled(), sku_code: ' ' }, false)).toBe(T.enterSkuCode);
    expect(skuComparisonProblem({ ...filled(), comp1: { ...filled().comp1, price: '0' } }, false)).toBe(
      T.fillRequired,
    );
    expect(skuComparisonProblem({ ...filled(), client_ranking: '0' }, false)).toBe(T.fillRequired);
    expect(skuComparisonProblem({ ...filled(), catalog_issues: '' }, false)).toBe(T.selectCatalogIssue);
    expect(skuComparisonProblem(filled(), false)).toBeNull();
  });

  it('on EB/OT needs both fields of every party and sends them joined', () => {
    expect(skuComparisonProblem({ ...filled(), comp2: { ...filled().comp2, variation_id: '' } }, true)).toBe(
      T.fillRequired,
    );
    // On other marketplaces the Variation ID is not asked (nor sent).
    expect(
      skuComparisonProblem({ ...filled(), comp2: { ...filled().comp2, variation_id: '' } }, false),
    ).toBeNull();
    const body = skuComparisonBody(filled(), true);
    expect([body.client_retailer_sku, body.comp1_retailer_sku, body.comp2_retailer_sku]).toEqual([
      '111|A',
      '222|B',
      '333|C',
    ]);
    expect(skuComparisonBody(filled(), false).client_retailer_sku).toBe('111');
    expect(skuComparisonRecord.safeParse(body).success).toBe(true);
  });
});

describe('history figures', () => {
  it('current streak counts consecutive days back from today, or from yesterday when today has none yet', () => {
    const today = '2026-03-10';
    expect(currentStreak([], today)).toBe(0);
    expect(currentStreak(['2026-03-10'], today)).toBe(1);
    expect(currentStreak(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], today)).toBe(3);
    expect(currentStreak(['2026-03-09', '2026-03-08'], today)).toBe(2);
    expect(currentStreak(['2026-03-08'], today)).toBe(0);
    expect(currentStreak(['2026-03-01', '2026-02-28'], '2026-03-01')).toBe(2);
  });

  it('daily average is records per active day, one decimal', () => {
    expect(dailyAverage(0, 0)).toBe(0);
    expect(dailyAverage(7, 3)).toBe(2.3);
    expect(dailyAverage(4, 4)).toBe(1);
  });

  it('Current Streak reads day or days', () => {
    expect(T.streak(1)).toBe('1 day');
    expect(T.streak(0)).toBe('0 days');
    expect(T.streak(2)).toBe('2 days');
  });
});
