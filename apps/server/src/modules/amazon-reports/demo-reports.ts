import { Readable } from 'node:stream';
import { SP_API_SETTLEMENT_REPORT } from '@marketdesk/contracts/amazon-reports';
import { and, asc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { marketplaceReports, marketplaces, orders, settlements } from '../../db/schema';
import { filesFor } from '../../platform/files';
import { type AmazonStore, amazonReportsRepository } from './amazon-reports.repository';
import { reportFileName } from './report-import';

/**
 * The demo's Amazon Reports list: report files written from the demo history in Amazon's own flat-file formats
 * (column order of shared/data/amazon-report-headers), so the tab shows real-looking files although the demo
 * has no SP-API credentials and nothing was fetched from Amazon. They are recorded IMPORTED because their rows
 * are the history itself; nothing is imported again.
 */

const ALL_ORDERS = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL';
// biome-ignore format: one header, in Amazon's column order
export const ALL_ORDERS_HEADER = [
  'amazon-order-id', 'merchant-order-id', 'purchase-date', 'last-updated-date', 'order-status',
  'fulfillment-channel', 'sales-channel', 'order-channel', 'ship-service-level', 'product-name', 'sku', 'asin',
  'item-status', 'quantity', 'currency', 'item-price', 'item-tax', 'shipping-price', 'shipping-tax',
  'gift-wrap-price', 'gift-wrap-tax', 'item-promotion-discount', 'ship-promotion-discount', 'ship-city',
  'ship-state', 'ship-postal-code', 'ship-country', 'promotion-ids', 'cpf', 'is-business-order',
  'purchase-order-number', 'price-designation', 'signature-confirmation-recommended',
] as const;
// biome-ignore format: one header, in Amazon's column order
export const SETTLEMENT_HEADER = [
  'settlement-id', 'settlement-start-date', 'settlement-end-date', 'deposit-date', 'total-amount', 'currency',
  'transaction-type', 'order-id', 'merchant-order-id', 'adjustment-id', 'shipment-id', 'marketplace-name',
  'shipment-fee-type', 'shipment-fee-amount', 'order-fee-type', 'order-fee-amount', 'fulfillment-id',
  'posted-date', 'order-item-code', 'merchant-order-item-id', 'merchant-adjustment-item-id', 'sku',
  'quantity-purchased', 'price-type', 'price-amount', 'item-related-fee-type', 'item-related-fee-amount',
  'misc-fee-amount', 'other-fee-amount', 'other-fee-reason-description', 'promotion-id', 'promotion-type',
  'promotion-amount', 'direct-payment-type', 'direct-payment-amount', 'other-amount',
] as const;

/** Where a settlements row's amount goes back to: [type column, amount column] by amount_type. */
const AMOUNT_COLUMNS: Record<string, readonly [string | null, string]> = {
  ItemPrice: ['price-type', 'price-amount'],
  ItemFees: ['item-related-fee-type', 'item-related-fee-amount'],
  Promotion: ['promotion-type', 'promotion-amount'],
  ShipmentFees: ['shipment-fee-type', 'shipment-fee-amount'],
  OrderFees: ['order-fee-type', 'order-fee-amount'],
  MiscFees: [null, 'misc-fee-amount'],
  OtherFees: ['other-fee-reason-description', 'other-fee-amount'],
  DirectPayment: ['direct-payment-type', 'direct-payment-amount'],
};

const WEEKS = 4;
const DAY = 86_400_000;

const tsv = (header: readonly string[], lines: Record<string, unknown>[]) =>
  Buffer.from(
    [
      header.join('\t'),
      ...lines.map((l) => header.map((h) => String(l[h] ?? '').replace(/[\t\r\n]/g, ' ')).join('\t')),
    ]
      .join('\n')
      .concat('\n'),
  );
const settlementDate = (d: string | null) => (d ? `${d} 00:00:00 UTC` : '');

export async function writeDemoReports(deps: { db: Db; config: Pick<Config, 'DATA_DIR'> }): Promise<number> {
  const { db } = deps;
  if ((await db.$count(marketplaceReports)) > 0) return 0; // only on a fresh demo
  const files = filesFor(deps);
  const repo = amazonReportsRepository(db);
  // One store per client and Amazon marketplace, a seller account first.
  const chosen = new Map<string, AmazonStore>();
  for (const s of await repo.amazonStores()) {
    const key = `${s.client_id}:${s.mp_id}`;
    if (!chosen.has(key) || (chosen.get(key)!.account_type !== 'seller' && s.account_type === 'seller'))
      chosen.set(key, s);
  }
  let written = 0;
  for (const store of chosen.values()) {
    const [mp] = await db.select().from(marketplaces).where(eq(marketplaces.pk_mp_id, store.mp_id));
    const [last] = await db
      .select({ day: max(orders.purchase_date) })
      .from(orders)
      .where(and(eq(orders.client_id, store.client_id), eq(orders.mp_id, store.mp_id)));
    if (!mp || !last?.day) continue;
    const salesChannel = new URL(mp.website_url).hostname
      .replace(/^www\./, '')
      .replace(/^./, (c) => c.toUpperCase());
    const end = new Date(`${last.day}T00:00:00Z`).getTime() + DAY;

    const record = async (reportType: string, start: Date, stop: Date, content: Buffer, rows: number) => {
      const row = { report_type: reportType, data_end_time: stop };
      const file = await files.saveFile({
        clientId: store.client_id,
        userId: null,
        kind: 'report',
        name: reportFileName(row, stop),
        contentType: 'text/tab-separated-values; charset=utf-8',
        stream: Readable.from([content]),
      });
      await db.insert(marketplaceReports).values({
        client_id: store.client_id,
        store_id: store.pk_store_id,
        mp_id: store.mp_id,
        report_type: reportType,
        status: 'IMPORTED',
        data_start_time: start,
        data_end_time: stop,
        requested_at: stop,
        processing_status_at: stop,
        file_id: file.id,
        imported_rows: rows,
      });
      written++;
    };

    for (let week = WEEKS - 1; week >= 0; week--) {
      const stop = new Date(end - week * 7 * DAY);
      const start = new Date(stop.getTime() - 7 * DAY);
      const lines = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.client_id, store.client_id),
            eq(orders.mp_id, store.mp_id),
            eq(orders.order_type, 'R'),
            gte(orders.purchase_date, start.toISOString().slice(0, 10)),
            lt(orders.purchase_date, stop.toISOString().slice(0, 10)),
          ),
        )
        .orderBy(asc(orders.purchase_date), asc(orders.order_id), asc(orders.order_item_id));
      const content = tsv(
        ALL_ORDERS_HEADER,
        lines.map((o) => ({
          'amazon-order-id': o.order_id,
          'purchase-date': `${o.purchase_date}T12:00:00+00:00`,
          'last-updated-date': (o.last_update_date ?? new Date(`${o.purchase_date}T12:00:00Z`))
            .toISOString()
            .replace('.000Z', '+00:00'),
          'order-status': o.order_status ?? 'Shipped',
          'fulfillment-channel': o.is_fba ? 'Amazon' : 'Merchant',
          'sales-channel': salesChannel,
          'ship-service-level': 'Standard',
          sku: o.sku_code,
          asin: o.identifier,
          quantity: o.quantity_ordered,
          currency: o.currency_code,
          'item-price': o.item_price,
          'item-tax': o.amount_tax,
          'shipping-price': o.amount_shipping,
          'item-promotion-discount': o.amount_discount,
          'ship-country': mp.country_code,
          'is-business-order': 'false',
          'signature-confirmation-recommended': 'false',
        })),
      );
      await record(ALL_ORDERS, start, stop, content, lines.length);
    }

    const ids = await db
      .selectDistinct({ id: settlements.settlement_id })
      .from(settlements)
      .where(
        and(
          eq(settlements.client_id, store.client_id),
          eq(settlements.mp_id, store.mp_id),
          gte(settlements.deposit_date, new Date(end - WEEKS * 7 * DAY).toISOString().slice(0, 10)),
        ),
      );
    if (ids.length === 0) continue;
    const all = await db
      .select()
      .from(settlements)
      .where(
        and(
          eq(settlements.client_id, store.client_id),
          eq(settlements.mp_id, store.mp_id),
          inArray(
            settlements.settlement_id,
            ids.map((i) => i.id),
          ),
        ),
      )
      .orderBy(asc(settlements.settlement_id), asc(sql`${settlements.pk_settlement_line_id}`));
    for (const { id } of ids) {
      const rows = all.filter((r) => r.settlement_id === id);
      const head = rows[0]!;
      const lines: Record<string, unknown>[] = [
        {
          'settlement-id': id,
          'settlement-start-date': settlementDate(head.start_date),
          'settlement-end-date': settlementDate(head.end_date),
          'deposit-date': settlementDate(head.deposit_date),
          'total-amount': head.amount_total,
          currency: head.currency_code,
        },
      ];
      for (const r of rows) {
        const [typeColumn, amountColumn] = AMOUNT_COLUMNS[r.amount_type ?? ''] ?? [null, 'other-amount'];
        lines.push({
          'settlement-id': id,
          'transaction-type': r.transaction_type,
          'order-id': r.order_id,
          'shipment-id': r.shipment_id,
          'marketplace-name': salesChannel,
          'posted-date': settlementDate(r.posted_date),
          'order-item-code': r.order_item_id,
          sku: r.sku_code,
          'quantity-purchased': r.quantity,
          ...(typeColumn ? { [typeColumn]: r.amount_description } : {}),
          [amountColumn]: r.amount,
        });
      }
      const start = new Date(`${head.start_date ?? head.deposit_date}T00:00:00Z`);
      const stop = new Date(new Date(`${head.end_date ?? head.deposit_date}T00:00:00Z`).getTime() + DAY);
      await record(SP_API_SETTLEMENT_REPORT, start, stop, tsv(SETTLEMENT_HEADER, lines), rows.length);
    }
  }
  return written;
}
