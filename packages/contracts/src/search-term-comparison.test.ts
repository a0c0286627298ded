import { describe, expect, it } from 'vitest';
import {
  BID_ACTION_LABELS,
  BID_ACTIONS,
  emptySearchTermForm,
  SEARCH_TERM_TEXT,
  type SearchTermForm,
  SLOTS,
  searchTermBody,
  searchTermHistoryQuery,
  searchTermProblem,
  searchTermRecord,
} from './search-term-comparison';

const record = (o: Record<string, unknown> = {}) => ({
  search_term: 'running shoes',
  client_retailer_sku: 'B0CLIENT01',
  client_price: 49.99,
  client_delivery_days: 2,
  client_slot: 'organic',
  comp1_retailer_sku: 'B0COMP0001',
  comp1_price: 45,
  comp1_delivery_days: 0,
  comp1_slot: 'tos',
  comp2_retailer_sku: 'B0COMP0002',
  comp2_price: 0,
  comp2_delivery_days: 5,
  comp2_slot: 'ba',
  bid_actions: 'bid_inc',
  ...o,
});

const messages = (value: unknown) => {
  const r = searchTermRecord.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('search term record (spec 02 sections 3-5)', () => {
  it('has the spec choices: slots and bid actions with their labels', () => {
    expect(SLOTS).toEqual(['organic', 'tos', 'ros', 'ba']);
    expect(BID_ACTIONS).toEqual(['bid_inc', 'bid_dec', 'pause', 'no_action']);
    expect(BID_ACTION_LABELS).toEqual({
      bid_inc: 'Increased Bid',
      bid_dec: 'Decreased Bid',
      pause: 'Paused Bid',
      no_action: 'No Action',
    });
  });

  it('accepts a whole record (0 as a price or as delivery days) and trims the texts', () => {
    const r = searchTermRecord.parse(record({ search_term: '  shoes  ' }));
    expect(r.search_term).toBe('shoes');
    expect(r.comp2_price).toBe(0);
  });

  it("refuses a blank search term with 'Search term is required'", () => {
    expect(messages(record({ search_term: '   ' }))).toEqual([
      `search_term: ${SEARCH_TERM_TEXT.searchTermRequired}`,
    ]);
    expect(SEARCH_TERM_TEXT.searchTermRequired).toBe('Search term is required');
  });

  it("refuses a missing bid action with 'Please select a bid action'", () => {
    expect(messages(record({ bid_actions: undefined }))).toEqual(['bid_actions: Please select a bid action']);
    expect(messages(record({ bid_actions: 'raise' }))).toEqual(['bid_actions: Please select a bid action']);
  });

  it("refuses every other missing field with 'Please fill in all required fields'", () => {
    for (const field of ['client_retailer_sku', 'comp1_price', 'comp2_delivery_days', 'client_slot']) {
      expect(messages(record({ [field]: undefined }))).toEqual([
        `${field}: Please fill in all required fields`,
      ]);
    }
    expect(messages(record({ comp1_retailer_sku: ' ' }))).toEqual([
      'comp1_retailer_sku: Please fill in all required fields',
    ]);
    expect(messages(record({ client_slot: 'sidebar' }))).toEqual([
      'client_slot: Please fill in all required fields',
    ]);
  });

  it('refuses negative prices, more than 2 decimals and fractional or negative days', () => {
    expect(messages(record({ client_price: -1 }))).toEqual([
      `client_price: ${SEARCH_TERM_TEXT.priceInvalid}`,
    ]);
    expect(messages(record({ client_price: 1.005 }))).toEqual([
      `client_price: ${SEARCH_TERM_TEXT.priceInvalid}`,
    ]);
    expect(messages(record({ client_price: 19.99 }))).toEqual([]);
    expect(messages(record({ comp1_delivery_days: 1.5 }))).toEqual([
      `comp1_delivery_days: ${SEARCH_TERM_TEXT.daysInvalid}`,
    ]);
    expect(messages(record({ comp1_delivery_days: -1 }))).toEqual([
      `comp1_delivery_days: ${SEARCH_TERM_TEXT.daysInvalid}`,
    ]);
  });

  it('holds the texts of spec 02 sections 5 and 8 as written', () => {
    expect(SEARCH_TERM_TEXT.fillAllRequired).toBe('Please fill in all required fields');
    expect(SEARCH_TERM_TEXT.marketplaceRequired).toBe('Marketplace is required.');
    expect(SEARCH_TERM_TEXT.uploadFailed).toBe('Upload failed');
    expect(SEARCH_TERM_TEXT.uploaded).toBe('Search Term Data uploaded successfully!');
    expect(SEARCH_TERM_TEXT.historyFailed).toBe('Failed to load your history data');
  });

  it('takes real calendar dates for the history', () => {
    expect(
      searchTermHistoryQuery.safeParse({ start_date: '2026-02-01', end_date: '2026-02-28' }).success,
    ).toBe(true);
    expect(
      searchTermHistoryQuery.safeParse({ start_date: '2026-02-30', end_date: '2026-03-01' }).success,
    ).toBe(false);
  });
});

describe('search term form (spec 02 section 5): the first rule broken', () => {
  const offer = (sku: string, variation = '') => ({
    retailer_sku: sku,
    variation_id: variation,
    price: '10.5',
    delivery_days: '0',
    slot: 'ros' as const,
  });
  const filled = (o: Partial<SearchTermForm> = {}): SearchTermForm => ({
    mp_id: 3,
    search_term: 'kettle',
    client: offer('A'),
    comp1: offer('B'),
    comp2: offer('C'),
    bid_actions: 'bid_inc',
    ...o,
  });

  it('checks the search term, the bid action, every offer, then the marketplace', () => {
    expect(searchTermProblem(emptySearchTermForm(), false)).toBe('Search term is required');
    expect(searchTermProblem(filled({ bid_actions: '' }), false)).toBe('Please select a bid action');
    expect(searchTermProblem(filled({ comp2: { ...offer('C'), slot: '' } }), false)).toBe(
      'Please fill in all required fields',
    );
    expect(searchTermProblem(filled({ comp1: { ...offer('B'), price: '' } }), false)).toBe(
      'Please fill in all required fields',
    );
    expect(searchTermProblem(filled({ client: { ...offer('A'), delivery_days: '-1' } }), false)).toBe(
      'Please fill in all required fields',
    );
    expect(searchTermProblem(filled({ mp_id: null }), false)).toBe('Marketplace is required.');
    expect(searchTermProblem(filled(), false)).toBeNull();
  });

  it("needs both EB/OT fields and joins them with '|'", () => {
    expect(searchTermProblem(filled(), true)).toBe('Please fill in all required fields');
    const two = filled({
      client: offer(' 123 ', ' v1 '),
      comp1: offer('456', 'v2'),
      comp2: offer('789', 'v3'),
    });
    expect(searchTermProblem(two, true)).toBeNull();
    const body = searchTermBody(two, true);
    expect(body.client_retailer_sku).toBe('123|v1');
    expect(searchTermRecord.parse(body)).toEqual({
      search_term: 'kettle',
      client_retailer_sku: '123|v1',
      client_price: 10.5,
      client_delivery_days: 0,
      client_slot: 'ros',
      comp1_retailer_sku: '456|v2',
      comp1_price: 10.5,
      comp1_delivery_days: 0,
      comp1_slot: 'ros',
      comp2_retailer_sku: '789|v3',
      comp2_price: 10.5,
      comp2_delivery_days: 0,
      comp2_slot: 'ros',
      bid_actions: 'bid_inc',
    });
  });
});
