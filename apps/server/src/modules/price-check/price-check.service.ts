import {
  type PriceCheckFocusedRow,
  type PriceCheckOrderedRow,
  priceCheckOrderedTerms,
  priceCheckProfit,
} from '@marketdesk/contracts/price-check';
import type { Executor } from '../../db/facts';
import { analysisFactsRepository, commission, sellingPrice } from '../focused-sku';
import { type OrderedScope, priceCheckRepository } from './price-check.repository';

/** What the focused tab reads: one marketplace's focused products on a day, within the user's brands. */
export interface FocusedScope {
  clientId: number;
  mpId: number;
  /** Today (UTC): the price, sale and cost in force. */
  date: string;
  brandIds: readonly number[] | null;
}

/** No cap in practice: the focused list is what the client chose to watch. */
const FOCUSED_LIMIT = 100_000;

/**
 * Price Check (issue 20 item 2). Both tabs price rows with the one profit rule of contracts (price-check.ts).
 * The focused tab reads the products exactly as the focused-SKU analysis does (its facts repository and its
 * price and fee rules), so the two screens never disagree on a product's price, commission or cost.
 */
export function priceCheckService(db: Executor) {
  const facts = analysisFactsRepository(db);
  const repo = priceCheckRepository(db);

  return {
    /**
     * Per unit: selling_price = the current price (sale price while its sale runs today, else the regular
     * price, else the fee rule's selling price); commission_fee = the fee rule on it (price × variable fraction
     * + fixed fee + shipping fee); buying_price = the landed cost known today. Ordered by identifier.
     */
    async focused(s: FocusedScope): Promise<PriceCheckFocusedRow[]> {
      const productIds = await facts.chooseProducts({ ...s, which: 'focused', limit: FOCUSED_LIMIT });
      if (productIds.length === 0) return [];
      const scope = { clientId: s.clientId, mpId: s.mpId, productIds, date: s.date };
      const [products, costs] = await Promise.all([facts.products(scope), facts.costs(scope)]);
      const costOf = new Map(costs.map((c) => [c.fk_product_id, c.buying_cost]));
      return products
        .map((p) => {
          const { price } = sellingPrice(p, 0, 0);
          const terms = {
            selling_price: price,
            commission_fee: commission(p, price),
            buying_price: costOf.get(p.pk_product_id) ?? null,
          };
          return {
            asin: p.identifier,
            sku: p.mp_sku_code || p.sku_code || null,
            title: p.title,
            ...terms,
            ...priceCheckProfit(terms),
          };
        })
        .sort(
          (a, b) => (a.asin ?? '').localeCompare(b.asin ?? '') || (a.sku ?? '').localeCompare(b.sku ?? ''),
        );
    },

    /** One row per order line of the window (contracts priceCheckOrderedTerms), newest first. */
    async ordered(s: OrderedScope): Promise<PriceCheckOrderedRow[]> {
      const lines = await repo.orderLines(s);
      return lines.map((l) => {
        const terms = priceCheckOrderedTerms({
          quantity: l.quantity,
          item_price: l.item_price,
          amount_tax: l.amount_tax,
          unit_cost: l.unit_cost,
          fee: l.has_fee_rule ? l : null,
        });
        return {
          order_id: l.order_id,
          asin: l.identifier,
          sku: l.sku_code,
          title: l.title,
          brand: l.brand,
          ...terms,
          ...priceCheckProfit(terms),
        };
      });
    },
  };
}
