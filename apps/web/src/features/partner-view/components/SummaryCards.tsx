import type { PartnerSummary } from '@marketdesk/contracts/partner-view';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { formatCount, formatMoney } from '../../../shared/format/format';
import { StatCard } from '../../../shared/ui/StatCard';
import { Profit } from './figures';

/**
 * The performance summary (spec 03 section 3's partner summary): sales, units, commission, fees, buying cost,
 * advertising, returns, profit and loss (green or red) with its formula, payments and the order types.
 */
export function SummaryCards({ data, currency }: { data: PartnerSummary; currency: string }) {
  const m = (v: number | undefined) => formatMoney(v, currency);
  const types = data.order_types_count;
  return (
    <Stack spacing={1.5} data-testid="partner-summary">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <StatCard title="Total Sales" value={m(data.sales_amount)} valueTestId="card-sales" />
        <StatCard title="Units Sold" value={formatCount(data.units_sold)} valueTestId="card-units" />
        <StatCard title="Total Commission" value={m(data.total_commission)} valueTestId="card-commission" />
        <StatCard title="Fees" value={m(data.total_fees)} valueTestId="card-fees" />
        <StatCard title="Buying Cost" value={m(data.buying_cost)} valueTestId="card-buying-cost" />
        <Card
          variant="outlined"
          component="section"
          aria-label="Profit / Loss"
          sx={{ flex: 1, minWidth: 180 }}
        >
          <CardContent>
            <Typography variant="subtitle2" color="text.secondary" component="h2">
              Profit / Loss
            </Typography>
            <Typography variant="h5" component="p" data-testid="card-profit">
              <Profit value={data.profit_loss} currency={currency} />
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Sales − commission − fees − buying cost − ad spend − returns
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <StatCard title="Payment Received" value={m(data.payment_received)} valueTestId="card-received" />
        <StatCard
          title="Payment to Receive"
          value={m(data.payment_to_receive)}
          valueTestId="card-to-receive"
        />
        <StatCard
          title="Returns"
          value={`${formatCount(data.returns_count)} · ${m(data.returns_amount)}`}
          valueTestId="card-returns"
        />
        <StatCard title="AMS Sales" value={m(data.ams_sales)} valueTestId="card-ams-sales" />
        <StatCard title="AMS Spend" value={m(data.ams_spend)} valueTestId="card-ams-spend" />
        <StatCard
          title="Order Types"
          value={`PO ${formatCount(types.po ?? 0)} · DF ${formatCount(types.df ?? 0)} · Others ${formatCount(types.others ?? 0)}`}
          valueTestId="card-order-types"
        />
      </Stack>
    </Stack>
  );
}
