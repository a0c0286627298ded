import type { z } from 'zod';
import type { FocusedIssueType } from './focused-sku-model';
import { detectFocusedIssues, type FocusedSkuMetrics } from './focused-sku-rules';
import type { TicketTypeId } from './tickets/model';
import type { ticketItemInput } from './tickets/writes';

/**
 * Which tickets the focused-SKU analysis raises (issue 19 item 3; spec 03 sections 2 and 3). An issue detected by
 * the rules of focused-sku-rules raises an item of its ticket type, so a ticket's threshold is the analysis's
 * threshold by construction. Items carry the columns of their type's generic items table, in that order
 * (TICKET_TYPES[].columns); the server stamps client_id, mp_id and brand_id and raises them automated (blank
 * creator), one ticket per marketplace and type (split by 20), skipping SKUs already on an open ticket.
 */

/** An item as the ticket create call and raiseTickets take it. */
export type TicketItemInput = z.infer<typeof ticketItemInput>;

/** T1: content to complete. missing_attributes is the list joined with ', ' (item values are scalars). */
export type ContentGapItem = { retailer_sku: string; idq_score: number | null; missing_attributes: string };
/** T2: our price against the lowest competing offer's. */
export type BuyboxLossItem = {
  retailer_sku: string;
  our_selling_price: number | null;
  competitor_selling_price: number | null;
};
/** T4: a marketplace SKU that maps to no SKU of the catalogue. */
export type UnmappedSkuItem = { retailer_sku: string; marketplace_sku: string };
/** T5: stock running out. warehouse_stock excludes FBA; total_warehouse_sales are the units of 30 days. */
export type StockoutItem = {
  retailer_sku: string;
  warehouse_stock: number;
  fba_stock: number;
  total_warehouse_sales: number;
  current_coverage: number;
};
/** T7: too little profit per unit. */
export type LowProfitItem = { retailer_sku: string; selling_price: number | null; net_margin: number | null };

export type FocusedTicketItems = {
  T1: ContentGapItem;
  T2: BuyboxLossItem;
  T4: UnmappedSkuItem;
  T5: StockoutItem;
  T7: LowProfitItem;
};
export type FocusedTicketType = keyof FocusedTicketItems & TicketTypeId;
/** The ticket types raised from issues (T4 comes from unmapped SKUs). */
export type IssueTicketType = Exclude<FocusedTicketType, 'T4'>;

/** Issue kind → ticket type; HIGH_RETURN_RATE, AGED_STOCK and CONVERSION_DROP raise none. */
export const ISSUE_TICKET_TYPE = {
  CONTENT_GAP: 'T1',
  BUYBOX_LOSS: 'T2',
  STOCKOUT_RISK: 'T5',
  AGED_STOCK: null,
  LOW_PROFITABILITY: 'T7',
  HIGH_RETURN_RATE: null,
  CONVERSION_DROP: null,
} as const satisfies Record<FocusedIssueType, IssueTicketType | null>;

/** What an item is built from: the SKU's identifier and its computed groups. */
export type FocusedTicketSource = FocusedSkuMetrics & { asin: string };

/** The item of each issue ticket type, built from the SKU's figures. */
export const FOCUSED_TICKET_ITEM: {
  [K in IssueTicketType]: (s: FocusedTicketSource) => FocusedTicketItems[K];
} = {
  T1: (s) => ({
    retailer_sku: s.asin,
    idq_score: s.catalogue.idq_score,
    missing_attributes: s.catalogue.missing_attributes.join(', '),
  }),
  T2: (s) => ({
    retailer_sku: s.asin,
    our_selling_price: s.buybox.our_selling_price,
    competitor_selling_price: s.buybox.competitor_selling_price,
  }),
  T5: (s) => ({
    retailer_sku: s.asin,
    warehouse_stock: Math.max(0, s.inventory.total_available - s.inventory.fba_available_quantity),
    fba_stock: s.inventory.fba_available_quantity,
    total_warehouse_sales: s.sales.units_30d,
    current_coverage: s.inventory.stock_coverage_days,
  }),
  T7: (s) => ({
    retailer_sku: s.asin,
    selling_price: s.profitability.selling_price,
    net_margin: s.profitability.net_margin,
  }),
};

export type FocusedTicketEntry = {
  [K in IssueTicketType]: { type: K; item: FocusedTicketItems[K] };
}[IssueTicketType];

/** The ticket items one SKU raises: one per detected issue that has a ticket type. */
export function focusedTicketEntries(s: FocusedTicketSource): FocusedTicketEntry[] {
  const out: FocusedTicketEntry[] = [];
  for (const i of detectFocusedIssues(s)) {
    const type = ISSUE_TICKET_TYPE[i.issue_type];
    if (type) out.push({ type, item: FOCUSED_TICKET_ITEM[type](s) } as FocusedTicketEntry);
  }
  return out;
}

/** Batches of one marketplace's analysis: the items of each ticket type (one per SKU, in order). */
export type FocusedTicketBatches = { [K in FocusedTicketType]?: FocusedTicketItems[K][] };

/**
 * The items to raise for one marketplace: every SKU's entries grouped by ticket type, one item per SKU, leaving
 * out the SKUs already on an open ticket of that type (`openSkus(type)`: their retailer_sku values).
 */
export function focusedTicketBatches(
  sources: readonly FocusedTicketSource[],
  openSkus: (type: FocusedTicketType) => ReadonlySet<string> = () => new Set(),
): FocusedTicketBatches {
  const out: Partial<Record<FocusedTicketType, { retailer_sku: string }[]>> = {};
  const seen = new Map<FocusedTicketType, Set<string>>();
  for (const s of sources) {
    for (const { type, item } of focusedTicketEntries(s)) {
      const taken = seen.get(type) ?? new Set(openSkus(type));
      seen.set(type, taken);
      if (taken.has(item.retailer_sku)) continue;
      taken.add(item.retailer_sku);
      out[type] = [...(out[type] ?? []), item];
    }
  }
  return out as FocusedTicketBatches;
}

/** A marketplace SKU is unmapped when its SKU code is blank or names no SKU of the catalogue. */
export const isUnmappedSku = (skuCode: string | null | undefined, catalogue: ReadonlySet<string>): boolean =>
  !skuCode?.trim() || !catalogue.has(skuCode.trim());

/**
 * The T4 items of a marketplace's orders and products: one per unmapped retailer SKU (the first marketplace SKU
 * seen), leaving out those already on an open T4 ticket.
 */
export function unmappedSkuItems(
  rows: readonly { retailer_sku: string; marketplace_sku: string; sku_code: string | null }[],
  catalogue: ReadonlySet<string>,
  openSkus: ReadonlySet<string> = new Set(),
): UnmappedSkuItem[] {
  const taken = new Set(openSkus);
  const out: UnmappedSkuItem[] = [];
  for (const r of rows) {
    if (!isUnmappedSku(r.sku_code, catalogue) || taken.has(r.retailer_sku)) continue;
    taken.add(r.retailer_sku);
    out.push({ retailer_sku: r.retailer_sku, marketplace_sku: r.marketplace_sku });
  }
  return out;
}

/** Every focused ticket item is a valid ticket item input (scalar values only). */
export const asTicketItem = <K extends FocusedTicketType>(item: FocusedTicketItems[K]): TicketItemInput =>
  item;
