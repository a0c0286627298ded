import {
  RECONCILIATION_MAX_PAGE_SIZE,
  type ReconciliationReport,
} from '@marketdesk/contracts/reconciliation';
import type { TestApp } from '../../../test/helper';
import type { Random } from '../../db/demo/prng';
import {
  insertRows,
  type OrderLineInput,
  type ReturnInput,
  refreshListingRollups,
  writeOrderLines,
  writeReturns,
} from '../../db/facts';
import { fees, settlements, skus } from '../../db/schema';
import { addDays } from '../../platform/report-scope';

/**
 * Random facts for the reconciliation's tests: one client, an Amazon and a Noon marketplace, SKUs of two brands,
 * fee rules (some found only by SKU), order lines of every kind (regular, PO, DF, cancelled, two lines of one SKU
 * in one order, a line without a fee rule), returns (by order item, or by order and SKU only), and settlement
 * lines in every stored shape: Amazon's V2 amount types, the wide file's (a quantity-only line, shipment fees,
 * promotions), the Data Vault template's bare amount types, lines without SKU or without order item id, refunds,
 * wrong payments; and another client's settlements of the same order ids (which must never count).
 */
export interface ReconciliationFixture {
  clientId: number;
  otherClientId: number;
  az: number;
  /** The Amazon marketplace's short code (the export's file name). */
  azCode: string;
  nn: number;
  brands: [number, number];
  today: string;
  first: string;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

export async function writeReconciliationFixture(
  t: TestApp,
  random: Random,
  today: string,
): Promise<ReconciliationFixture> {
  const clientId = (await t.make.client()).pk_client_id;
  const otherClientId = (await t.make.client()).pk_client_id;
  const tag = random.digits(5);
  const az = (await t.make.marketplace({ short_code: `AZ_R${tag}` })).pk_mp_id;
  const nn = (
    await t.make.marketplace({ short_code: `NN_R${tag}`, name: `Noon ${tag}`, currency_code: 'AED' })
  ).pk_mp_id;
  const brands: [number, number] = [(await t.make.brand()).pk_brand_id, (await t.make.brand()).pk_brand_id];
  const codes = Array.from({ length: 12 }, (_, i) => `RSKU-${tag}-${i}`);
  await insertRows(
    t.db,
    skus,
    codes.map((sku_code, i) => ({
      client_id: clientId,
      sku_code,
      sku_name: sku_code,
      fk_brand_id: i % 4 === 3 ? null : brands[i % 2]!,
    })),
  );
  const first = addDays(today, -150);
  for (const [mpId, currency] of [
    [az, 'USD'],
    [nn, 'AED'],
  ] as const) {
    const ident = (i: number) => `${mpId}-ID-${i}`;
    // Fee rules: SKU 10 has none; SKU 9's rule is stored under another identifier (found by its SKU).
    const rules = codes.slice(0, 10).map((sku_code, i) => ({
      client_id: clientId,
      mp_id: mpId,
      identifier: i === 9 ? `${mpId}-OTHER-9` : ident(i),
      sku_code,
      fee_fixed: random.next() < 0.3 ? r2(random.next() * 0.5) : 0,
      fee_variable_frac: Number((0.05 + random.next() * 0.15).toFixed(4)),
      fee_shipping: random.next() < 0.5 ? r2(1 + random.next() * 4) : 0,
      currency_code: currency,
    }));
    await insertRows(t.db, fees, rules);
    const lines: OrderLineInput[] = [];
    const returns: ReturnInput[] = [];
    const sLines: Record<string, unknown>[] = [];
    const foreign: Record<string, unknown>[] = [];
    for (let n = 0; n < 220; n++) {
      const orderId = `${mpId}-${random.digits(3)}-${n}`;
      const day = addDays(first, random.int(0, 150));
      const items = random.next() < 0.15 ? 2 : 1;
      const skuIndex = random.int(0, 11);
      for (let item = 1; item <= items; item++) {
        // Two lines of one SKU in one order now and then: only the order item id tells them apart.
        const s = item === 2 && random.next() < 0.5 ? skuIndex : random.int(0, 11);
        const qty = random.int(1, 3);
        const price = r2(qty * (5 + random.next() * 60));
        const tax = r2(price * 0.2);
        const shipping = random.next() < 0.3 ? r2(random.next() * 5) : 0;
        const discount = random.next() < 0.2 ? r2(price * 0.05) : 0;
        const type = random.next() < 0.08 ? random.pick(['PO', 'DF'] as const) : 'R';
        const status = random.pick(['Shipped', 'Shipped', 'Shipped', 'Cancelled', 'canceled', 'Pending']);
        const line: OrderLineInput = {
          mp_id: mpId,
          order_id: orderId,
          order_item_id: `${orderId}-${item}`,
          order_type: type,
          identifier: ident(s),
          sku_code: codes[s],
          purchase_date: day,
          order_status: status,
          quantity_ordered: qty,
          quantity_shipped: qty,
          item_price: price,
          amount_tax: tax,
          amount_shipping: shipping,
          amount_discount: discount,
          currency_code: currency,
        };
        lines.push(line);
        const returned = random.next() < 0.15 ? random.int(1, qty) : 0;
        if (returned > 0)
          returns.push({
            mp_id: mpId,
            return_id: `RET-${orderId}-${item}`,
            order_id: orderId,
            // Half the returns name the order item; the rest only the order and the SKU.
            order_item_id: random.next() < 0.5 ? line.order_item_id : null,
            identifier: line.identifier,
            sku_code: line.sku_code,
            return_date: addDays(day, random.int(1, 40)),
            quantity: returned,
            price: r2((price * returned) / qty),
            currency_code: currency,
          });
        if (random.next() < 0.12) continue; // never settled
        const settlementId = `SET-${mpId}-${addDays(day, 3).slice(0, 7)}`;
        const posted = addDays(day, random.int(1, 5));
        const shape = random.pick(['v2', 'wide', 'template'] as const);
        const base = {
          client_id: clientId,
          mp_id: mpId,
          settlement_id: settlementId,
          end_date: posted,
          deposit_date: random.next() < 0.9 ? addDays(posted, 2) : null,
          order_id: orderId,
          order_item_id: random.next() < 0.2 ? null : line.order_item_id,
          sku_code: random.next() < 0.1 ? null : line.sku_code,
          transaction_type: 'Order',
          posted_date: posted,
          currency_code: currency,
        };
        const wrong = random.next() < 0.25 ? r2((random.next() - 0.5) * 10) : 0;
        // Half the lines are charged exactly what their fee rule says (the rest at other rates).
        const rule = random.next() < 0.5 ? rules[s] : undefined;
        const commissionOf = (frac: number) => -r2(price * (rule ? rule.fee_variable_frac : frac));
        const feeOf = (other: number) => (rule ? -r2((rule.fee_fixed + rule.fee_shipping) * qty) : other);
        const amounts: [string | null, string | null, number | null][] =
          shape === 'template'
            ? [
                ['Principal', null, r2(price + shipping - discount + wrong)],
                ['Tax', null, tax],
                ['Commission', null, commissionOf(0.12)],
                ['FBA fees', null, feeOf(-r2(random.next() * 3))],
              ]
            : shape === 'wide'
              ? [
                  [null, null, null],
                  ['ItemPrice', 'Principal', r2(price + wrong)],
                  ['ItemPrice', 'Tax', tax],
                  ['ItemPrice', 'Shipping', shipping],
                  ['Promotion', 'PrincipalPromo', -discount],
                  ['ItemFees', 'Commission', commissionOf(0.1)],
                  ['ShipmentFees', 'ShippingChargeback', feeOf(-r2(random.next() * 2))],
                ]
              : [
                  ['ItemPrice', 'Principal', r2(price - discount + wrong)],
                  ['ItemPrice', 'Shipping', shipping],
                  ['ItemPrice', 'Tax', tax],
                  ['ItemFees', 'Commission', commissionOf(0.11)],
                  ['ItemFees', 'FBAPerUnitFulfillmentFee', feeOf(-r2(qty * random.next() * 4))],
                  ['ItemWithheldTax', 'MarketplaceFacilitatorTax-Principal', random.next() < 0.2 ? -tax : 0],
                ];
        for (const [amount_type, amount_description, amount] of amounts)
          sLines.push({
            ...base,
            amount_type,
            amount_description,
            amount,
            quantity: amount === null ? qty : null,
          });
        if (returned > 0 && random.next() < 0.7) {
          const back = r2(((price + tax) * returned) / qty);
          for (const [d, a] of [
            ['Principal', -r2(back - r2((tax * returned) / qty))],
            ['Tax', -r2((tax * returned) / qty)],
            ['Commission', r2(price * 0.05)],
            ['RefundCommission', -r2(random.next())],
          ] as const)
            sLines.push({
              ...base,
              settlement_id: `${settlementId}-R`,
              transaction_type: 'Refund',
              amount_type: d.includes('Commission') ? 'ItemFees' : 'ItemPrice',
              amount_description: d,
              amount: a,
              quantity: null,
            });
        }
        // The same order id at another client: never part of this client's report.
        if (random.next() < 0.2)
          foreign.push({
            ...base,
            client_id: otherClientId,
            amount_type: 'ItemPrice',
            amount_description: 'Principal',
            amount: 999,
          });
      }
    }
    await writeOrderLines(t.db, clientId, lines);
    await writeReturns(t.db, clientId, returns);
    await insertRows(t.db, settlements, [...sLines, ...foreign] as (typeof settlements.$inferInsert)[]);
    // As a settlement writer does: the rollups of what the lines were paid, for both clients.
    for (const id of [clientId, otherClientId]) {
      await refreshListingRollups(t.db, id, { from: '2000-01-01', to: '2100-12-31' });
    }
  }
  return { clientId, otherClientId, az, azCode: `AZ_R${tag}`, nn, brands, today, first };
}

/**
 * Every entry of a report, page by page (pages of 500, the largest), with the summary of its first answer; each
 * page's summary must be the same (it is over the whole window, not the page).
 */
export async function wholeReport(
  t: Pick<TestApp, 'app'>,
  clientId: number,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<ReconciliationReport> {
  const pages: ReconciliationReport[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/payment-reconciliation/report?client_id=${clientId}`,
      headers,
      payload: { ...body, page, page_size: RECONCILIATION_MAX_PAGE_SIZE },
    });
    if (res.statusCode !== 200) throw new Error(`page ${page}: ${res.statusCode} ${res.body}`);
    const answer = res.json() as ReconciliationReport;
    const { entries: _, page: _p, ...summary } = answer;
    if (pages[0]) {
      const { entries: _e, page: _q, ...first } = pages[0];
      if (JSON.stringify(summary) !== JSON.stringify(first)) throw new Error(`page ${page}: another summary`);
    }
    pages.push(answer);
    if (page * RECONCILIATION_MAX_PAGE_SIZE >= answer.total) break;
  }
  return { ...pages[0]!, entries: pages.flatMap((p) => p.entries) };
}
