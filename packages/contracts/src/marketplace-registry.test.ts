import { describe, expect, it } from 'vitest';
import {
  familyByApiPrefix,
  familyOf,
  MARKETPLACE_PREFIXES,
  MARKETPLACE_REGISTRY,
  marketplacesWith,
  prefixOf,
} from './marketplace-registry';

describe('marketplace registry', () => {
  it('has one entry per prefix, keyed consistently', () => {
    expect(Object.keys(MARKETPLACE_REGISTRY).sort()).toEqual([...MARKETPLACE_PREFIXES].sort());
    for (const p of MARKETPLACE_PREFIXES) expect(MARKETPLACE_REGISTRY[p].prefix).toBe(p);
    const apiPrefixes = MARKETPLACE_PREFIXES.map((p) => MARKETPLACE_REGISTRY[p].apiPrefix);
    expect(new Set(apiPrefixes).size).toBe(apiPrefixes.length);
  });

  it('uses the API prefixes of spec 02 section 7', () => {
    const expected = {
      AZ: '/az',
      BO: '/bol',
      DT: '/dc',
      EB: '/ebay',
      FK: '/fp',
      NN: '/noon',
      OT: '/otto',
      TD: '/trendyol',
    };
    for (const [p, path] of Object.entries(expected)) expect(familyOf(`${p}_XX`).apiPrefix).toBe(path);
  });

  it('uses the identifiers of spec 02 sections 3, 5 and 9', () => {
    const id = (code: string) => [familyOf(code).identifier, familyOf(code).identifierLabel];
    expect(id('AZ_US')).toEqual(['asin', 'ASIN']);
    expect(id('OT_DE')).toEqual(['product_id', 'Product ID']);
    expect(id('NN_AE')).toEqual(['zsku', 'ZSKU']);
    expect(id('TD_TR')).toEqual(['barcode', 'Barcode']);
    expect(id('BO_NL')).toEqual(['ean', 'EAN']);
    expect(id('EB_DE')).toEqual(['item_number', 'Item Number']);
    expect(id('FK_IN')).toEqual(['fsn', 'FSN']);
  });

  it('carries the row-validation messages', () => {
    expect(familyOf('AZ_US').messages.productIdentifierRequired).toBe('ASIN is required');
    expect(familyOf('OT_DE').messages.orderIdentifierRequired).toBe('Product ID is required.');
    expect(familyOf('TD_TR').messages.productIdentifierRequired).toBe('EAN is required');
    expect(familyOf('TD_TR').messages.orderIdentifierRequired).toBe('EAN is required.');
    expect(familyOf('FK_IN').messages.productIdentifierRequired).toBe('FSN is required');
  });

  it('knows which views exist', () => {
    const mps = MARKETPLACE_PREFIXES.map((p) => ({ short_code: `${p}_X` }));
    const codes = (view: Parameters<typeof marketplacesWith>[1]) =>
      marketplacesWith(mps, view).map((m) => m.short_code.slice(0, 2));
    expect(codes('purchaseOrders').sort()).toEqual(['AZ', 'NN']);
    expect(codes('dfOrders')).toEqual(['AZ']);
    expect(codes('inventoryUpload').sort()).toEqual(['AZ', 'BO', 'OT', 'SP']);
    expect(familyOf('AZ_US').views.purchaseOrders).toEqual({ path: '/az/purchaseorders', editable: false });
    expect(familyOf('NN_SA').views.purchaseOrders?.editable).toBe(true);
    expect(familyOf('AZ_US').views.businessView).toBe('full');
    expect(familyOf('NN_SA').views.businessView).toBe('sales_only');
    expect(familyOf('BO_NL').views.businessView).toBe('basic');
  });

  it('has the settlement column variants of OT and TD', () => {
    expect(familyOf('OT_DE').columns.settlements).toEqual([
      'settlement_id',
      'deposit_date',
      'transaction_type',
      'amount_total',
      'order_id',
      'sku_code',
      'product_id',
    ]);
    const td = familyOf('TD_TR').columns.settlements ?? [];
    for (const f of [
      'settlement_id',
      'start_date',
      'end_date',
      'deposit_date',
      'amount_total',
      'order_id',
      'sku_code',
      'order_item_id',
      'barcode',
      'transaction_type',
      'shipment_id',
      'amount_type',
      'amount',
    ]) {
      expect(td).toContain(f);
    }
  });

  it('adds AZ-only columns only to AZ', () => {
    expect(familyOf('AZ_DE').columns.orders).toContain('last_update_date');
    expect(familyOf('AZ_DE').columns.products).toContain('is_fba');
    expect(familyOf('AZ_DE').columns.fees).toContain('estimate_date');
    expect(familyOf('EB_DE').columns.orders).not.toContain('is_fba');
    expect(familyOf('EB_DE').columns.orders).toContain('item_number');
    expect(familyOf('BO_NL').columns.purchase_orders).toBeNull();
  });

  it('prefixOf reads the family of a short code', () => {
    expect(prefixOf('AZ_US')).toBe('AZ');
    expect(prefixOf('nn_sa')).toBe('NN');
    expect(prefixOf('SPX')).toBe('SP');
    expect(prefixOf('XX_US')).toBeNull();
    expect(prefixOf('')).toBeNull();
    expect(() => familyOf('QQ_US')).toThrow();
  });

  it('finds families by API prefix and builds product links', () => {
    expect(familyByApiPrefix('/noon')?.prefix).toBe('NN');
    expect(familyByApiPrefix('trendyol/data/orders')?.prefix).toBe('TD');
    expect(familyByApiPrefix('/nope')).toBeNull();
    expect(familyOf('AZ_US').productUrl('https://www.amazon.com/', 'B0ABC12345')).toBe(
      'https://www.amazon.com/dp/B0ABC12345',
    );
  });
});
