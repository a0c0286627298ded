import {
  type FocusedComparison,
  type FocusedRiskPoint,
  riskBorderTone,
} from '@marketdesk/contracts/focused-sku';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDay } from '../../../../shared/format/format';
import { ANALYZER_LABEL as L } from '../../labels';
import { money, num } from '../format';
import { SmallTable } from './SmallTable';

/** How the SKU's risk moved over its stored analyses (oldest first): issue counts charted, each day listed. */
export function RiskTab({ history }: { history: FocusedRiskPoint[] }) {
  if (history.length === 0) return <Typography color="text.secondary">{L.noRiskHistory}</Typography>;
  return (
    <Stack spacing={2}>
      {history.length > 1 && (
        <Box role="figure" aria-label={L.tabRisk}>
          <LineChart
            height={200}
            xAxis={[{ scaleType: 'point', data: history.map((p) => p.analysis_date) }]}
            series={[{ data: history.map((p) => p.issue_count), label: L.issues }]}
          />
        </Box>
      )}
      <SmallTable
        label={L.tabRisk}
        headers={[L.analysisDate, L.riskLevel, L.issues]}
        rows={[...history].reverse().map((p) => ({
          key: p.analysis_date,
          cells: [
            p.analysis_date,
            <Chip
              key="risk"
              size="small"
              label={L.riskLevels[p.risk_level]}
              color={riskBorderTone(p.risk_level) as 'error'}
            />,
            p.issue_count,
          ],
        }))}
      />
    </Stack>
  );
}

/** Our price and delivery against the two competitors, as a user of the client last recorded them. */
export function CompetitorsTab({
  comparison,
  currency,
}: {
  comparison: FocusedComparison | null;
  currency: string;
}) {
  if (!comparison) return <Typography color="text.secondary">{L.noComparison}</Typography>;
  const c = comparison;
  const rows = [
    { who: L.ours, sku: c.client_retailer_sku, price: c.client_price, days: c.client_delivery_days },
    { who: L.competitor(1), sku: c.comp1_retailer_sku, price: c.comp1_price, days: c.comp1_delivery_days },
    { who: L.competitor(2), sku: c.comp2_retailer_sku, price: c.comp2_price, days: c.comp2_delivery_days },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {L.recorded(formatDay(c.recorded_at), c.recorded_by)} · {L.ranking}: {num(c.client_ranking)} ·{' '}
        {L.catalogIssues}: {c.catalog_issues}
      </Typography>
      <SmallTable
        label={L.tabCompetitors}
        headers={['', L.retailerSku, L.price, L.deliveryDays]}
        rows={rows.map((r) => ({ key: r.who, cells: [r.who, r.sku, money(r.price, currency), r.days] }))}
        rowHeaders
      />
      <Box role="figure" aria-label={L.price}>
        <BarChart
          height={200}
          xAxis={[{ scaleType: 'band', data: rows.map((r) => r.who) }]}
          // The axis and the tooltip read in the record's currency, as the table does.
          yAxis={[{ valueFormatter: (v: number) => money(v, currency) }]}
          series={[
            { data: rows.map((r) => r.price), label: L.price, valueFormatter: (v) => money(v, currency) },
          ]}
        />
      </Box>
    </Stack>
  );
}
