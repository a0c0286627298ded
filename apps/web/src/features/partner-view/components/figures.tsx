import {
  orderTypesText,
  type PartnerSummary,
  partnerCoverageTone,
  partnerProfitTone,
} from '@marketdesk/contracts/partner-view';
import { Box } from '@mui/material';
import { formatCount, formatMoney } from '../../../shared/format/format';
import type { PagedColumn } from '../../../shared/grid/PagedTableView';

export const formatDays = (v: number | null | undefined): string =>
  v === null || v === undefined ? '—' : v.toFixed(1);

/** Profit green when positive, else red (spec 03 section 9). */
export function Profit({ value, currency }: { value: number; currency: string }) {
  const tone = partnerProfitTone(value);
  return (
    <Box component="span" data-tone={tone} sx={{ color: `${tone}.main`, fontWeight: 600 }}>
      {formatMoney(value, currency)}
    </Box>
  );
}

/** Stock coverage under 60 days red (spec 03 section 9). */
export function Coverage({ days }: { days: number | null | undefined }) {
  const tone = partnerCoverageTone(days);
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={tone === 'error' ? { color: 'error.main', fontWeight: 600 } : {}}
    >
      {formatDays(days)}
    </Box>
  );
}

/** A row of figures: the summary's, the order types counted or joined. */
type FigureRow = Omit<PartnerSummary, 'order_types_count'> & {
  order_types_count?: PartnerSummary['order_types_count'];
  order_types?: string;
};

const money =
  (header: string, pick: (r: FigureRow) => number | undefined, currency: string) =>
  <T extends FigureRow>(): PagedColumn<T> => ({
    header,
    align: 'right',
    sx: { whiteSpace: 'nowrap' },
    cell: (r) => formatMoney(pick(r), currency),
  });

/** The figure columns both tables show, in the exports' order. */
export function figureColumns<T extends FigureRow>(currency: string): PagedColumn<T>[] {
  return [
    money('Sales', (r) => r.sales_amount, currency)<T>(),
    { header: 'Units Sold', align: 'right', cell: (r) => formatCount(r.units_sold) },
    money('Commission', (r) => r.total_commission, currency)<T>(),
    money('Fees', (r) => r.total_fees, currency)<T>(),
    money('Buying Cost', (r) => r.buying_cost, currency)<T>(),
    money('Ad Spend', (r) => r.ams_spend, currency)<T>(),
    money('Returns Amount', (r) => r.returns_amount, currency)<T>(),
    {
      header: 'Profit / Loss',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (r) => <Profit value={r.profit_loss} currency={currency} />,
    },
    money('Payment Received', (r) => r.payment_received, currency)<T>(),
    money('Payment to Receive', (r) => r.payment_to_receive, currency)<T>(),
    { header: 'Returns', align: 'right', cell: (r) => formatCount(r.returns_count) },
    money('AMS Sales', (r) => r.ams_sales, currency)<T>(),
    { header: 'Order Types', cell: (r) => r.order_types ?? orderTypesText(r.order_types_count ?? {}) },
  ];
}
