import {
  BID_ACTION_LABELS,
  OFFER_LABELS,
  OFFERS,
  type SearchTermHistoryRow,
  SLOT_LABELS,
} from '@marketdesk/contracts/search-term-comparison';
import { formatDay, formatMoney } from '../../../shared/format/format';
import { useMarketplaces } from '../../../shared/reference/marketplaces';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * History amounts with 2 decimals (spec 02 section 9) in the record's marketplace currency (issue 29 item 2: an
 * eBay UK record in pounds, no longer a dollar sign for all); the number while the marketplace is unknown.
 */
const money = (v: number, currency: string | null) =>
  currency ? formatMoney(v, currency) : twoDecimals.format(v);

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function columns(
  marketplaceName: (id: number) => string,
  currencyOf: (id: number) => string | null,
): PagedColumn<SearchTermHistoryRow>[] {
  const offerColumns = OFFERS.flatMap((o): PagedColumn<SearchTermHistoryRow>[] => [
    { header: `${OFFER_LABELS[o]} Retailer SKU`, cell: (r) => r[`${o}_retailer_sku`] },
    {
      header: `${OFFER_LABELS[o]} Price`,
      cell: (r) => money(r[`${o}_price`], currencyOf(r.fk_mp_id)),
      align: 'right',
      sx: NOWRAP,
    },
    { header: `${OFFER_LABELS[o]} Delivery Days`, cell: (r) => r[`${o}_delivery_days`], align: 'right' },
    { header: `${OFFER_LABELS[o]} Slot`, cell: (r) => SLOT_LABELS[r[`${o}_slot`]] },
  ]);
  return [
    { header: 'Date', cell: (r) => formatDay(r.dt_create), sx: NOWRAP },
    { header: 'Marketplace', cell: (r) => marketplaceName(r.fk_mp_id) },
    { header: 'Search Term', cell: (r) => r.search_term },
    ...offerColumns,
    { header: 'Bid Action', cell: (r) => BID_ACTION_LABELS[r.bid_actions], sx: NOWRAP },
  ];
}

/** The grid of "Your Search Term History": one row per record, newest first, paged in the browser. */
export function HistoryGrid({
  rows,
  marketplaceName,
}: {
  rows: SearchTermHistoryRow[];
  marketplaceName(id: number): string;
}) {
  const marketplaces = useMarketplaces().data ?? [];
  const currencyOf = (id: number) => marketplaces.find((m) => m.pk_mp_id === id)?.currency_code ?? null;
  return (
    <PagedTable
      label="Search term history"
      rows={rows}
      columns={columns(marketplaceName, currencyOf)}
      rowKey={(r) => r.pk_id}
      rowTestId={(r) => `search-term-row-${r.pk_id}`}
      hover
    />
  );
}
