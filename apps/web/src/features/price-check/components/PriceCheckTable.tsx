import { profitTone } from '@marketdesk/contracts/focused-sku';
import {
  PRICE_CHECK_COLUMNS,
  PRICE_CHECK_DEFAULT_PAGE_SIZE,
  PRICE_CHECK_PAGE_SIZES,
  type PriceCheckTab,
} from '@marketdesk/contracts/price-check';
import { Box } from '@mui/material';
import { formatMoney } from '../../../shared/format/format';
import { formatValue } from '../../../shared/grid/format';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';
import type { PriceCheckRow } from '../api/get-price-check';

/** Headers of the spec's fields (spec 02 section 3), in the CSV's order. */
const HEADER: Record<string, string> = {
  order_id: 'Order ID',
  asin: 'ASIN',
  sku: 'SKU',
  title: 'Title',
  brand: 'Brand',
  buying_price: 'Buying Price',
  commission_fee: 'Commission Fee',
  shipping_fee: 'Shipping Fee',
  taxes: 'Taxes',
  other_fees: 'Other Fees',
  selling_price: 'Selling Price',
  profit: 'Profit',
  profit_percentage: 'Profit %',
};
const TEXT_FIELDS = new Set(['order_id', 'asin', 'sku', 'title', 'brand']);

/**
 * Amounts with 2 decimals in the marketplace's currency (spec 02 sections 3 and 9), the percentage with its sign;
 * blank when unknown.
 */
function cellOf(field: string, value: unknown, currency: string | null): string {
  if (TEXT_FIELDS.has(field)) return value === null || value === undefined ? '' : String(value);
  if (field === 'profit_percentage') {
    const n = formatValue('money', value);
    return n === '' ? '' : `${n}%`;
  }
  const n = typeof value === 'number' ? value : Number(value);
  if (currency && value !== null && value !== undefined && value !== '' && Number.isFinite(n))
    return formatMoney(n, currency);
  return formatValue('money', value);
}

/** Page sizes 10, 25, 50 (the first, the default). */
const SIZES = [
  PRICE_CHECK_DEFAULT_PAGE_SIZE,
  ...PRICE_CHECK_PAGE_SIZES.filter((s) => s !== PRICE_CHECK_DEFAULT_PAGE_SIZE),
];

interface Props<K extends PriceCheckTab> {
  tab: K;
  rows: PriceCheckRow<K>[];
  /** The rows' marketplace currency (null before a fetch). */
  currency: string | null;
  /** The rows' marketplace identifier label (ASIN, EAN, ZSKU, Barcode, …; spec 02 section 9), heading `asin`. */
  identifierLabel?: string | null;
  empty: string;
}

/** A tab's rows, paged on the screen (the call answers them all). */
export function PriceCheckTable<K extends PriceCheckTab>({
  tab,
  rows,
  currency,
  identifierLabel,
  empty,
}: Props<K>) {
  const columns: PagedColumn<PriceCheckRow<K>>[] = PRICE_CHECK_COLUMNS[tab].map((field) => ({
    // The spec's field is asin for every marketplace; its header names the marketplace's own identifier.
    header: (field === 'asin' ? identifierLabel : null) ?? HEADER[field] ?? field,
    align: TEXT_FIELDS.has(field) ? 'left' : 'right',
    sx: field === 'title' ? { minWidth: 220 } : { whiteSpace: 'nowrap' },
    cell: (row) => {
      const value = (row as unknown as Record<string, unknown>)[field];
      const text = cellOf(field, value, currency);
      if (field !== 'profit') return text;
      // Spec 02 section 9: profit green when at least 15 % of the selling price, red under it (the cards' rule).
      const tone = profitTone(row.profit, row.selling_price);
      return (
        <Box
          component="span"
          data-tone={tone}
          sx={{ color: tone === 'default' ? undefined : `${tone}.main` }}
        >
          {text}
        </Box>
      );
    },
  }));
  return (
    <PagedTable
      label={tab === 'focused' ? 'Focused SKU prices' : 'Ordered SKU prices'}
      rows={rows}
      columns={columns}
      rowKey={(row) => {
        const r = row as unknown as Record<string, unknown>;
        return `${r.order_id ?? ''}|${r.asin ?? ''}|${r.sku ?? ''}|${rows.indexOf(row)}`;
      }}
      pageSizes={SIZES}
      empty={empty}
    />
  );
}
