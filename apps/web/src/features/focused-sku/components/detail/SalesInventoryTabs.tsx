import {
  type FocusedSkuAnalysis,
  stockCoverageTone,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import { Box, Stack, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { ANALYZER_LABEL as L } from '../../labels';
import { money, num, percent, toneColor } from '../format';
import { Facts } from './Facts';
import { detailCurrency } from './KpiTiles';

/** Sales: the 30-day daily units chart, 7- and 30-day units and revenue, the pricing and the traffic. */
export function SalesTab({ r }: { r: FocusedSkuAnalysis }) {
  const cur = detailCurrency(r);
  const s = r.sales;
  const p = r.profitability;
  return (
    <Stack spacing={2}>
      <Box role="figure" aria-label={L.dailySales}>
        <Typography variant="subtitle2">{L.dailySales}</Typography>
        {s.daily_sales.length > 1 ? (
          <LineChart
            height={220}
            xAxis={[{ scaleType: 'point', data: s.daily_sales.map((d) => d.date) }]}
            series={[{ data: s.daily_sales.map((d) => d.value), label: L.units30d, showMark: false }]}
          />
        ) : (
          <Typography color="text.secondary">{T.noTrendData}</Typography>
        )}
      </Box>
      <Facts
        label={T.tabSales}
        items={[
          [L.units7d, num(s.units_7d)],
          [L.revenue7d, money(s.revenue_7d, cur)],
          [L.units30d, num(s.units_30d)],
          [L.revenue30d, money(s.revenue_30d, cur)],
          [L.sellingPrice, money(p.selling_price, cur)],
          [L.priceSource, p.price_source ?? '—'],
          [L.commission, money(p.commission_amount, cur)],
          [L.netMargin, money(p.net_margin, cur)],
        ]}
      />
      <TrafficFacts r={r} />
    </Stack>
  );
}

/** Traffic of the latest uploaded Business Report period (and the week before it); dashes without one. */
function TrafficFacts({ r }: { r: FocusedSkuAnalysis }) {
  const t = r.traffic ?? null;
  return (
    <Facts
      label={L.traffic}
      items={[
        [L.trafficPeriod, t ? L.period(t.period_start, t.period_end) : '—'],
        [L.sessions, num(t?.sessions)],
        [L.pageViews, num(t?.page_views)],
        [L.conversion, percent(t?.unit_session_percentage)],
        [L.conversionWeekBefore, percent(t?.previous_unit_session_percentage)],
      ]}
    />
  );
}

/** Inventory: FBA stock, total available, coverage (in its colour), the daily sales rate and the aged units. */
export function InventoryTab({ r }: { r: FocusedSkuAnalysis }) {
  const i = r.inventory;
  return (
    <Facts
      label={T.tabInventory}
      items={[
        [L.fbaStock, num(i.fba_available_quantity)],
        [L.totalAvailable, num(i.total_available)],
        [
          L.stockCoverage,
          <Box
            component="span"
            key="coverage"
            sx={{ color: toneColor(stockCoverageTone(i.stock_coverage_days)) }}
            data-tone={stockCoverageTone(i.stock_coverage_days)}
          >
            {L.days(num(i.stock_coverage_days))}
          </Box>,
        ],
        [L.dailySalesRate, `${num(i.daily_sales_rate)} ${T.unitsPerDay}`],
        // Amazon's inventory age (AGED_STOCK); unknown when no report states ages.
        [L.agedOver180, num(i.aged_over_180_units)],
      ]}
    />
  );
}
