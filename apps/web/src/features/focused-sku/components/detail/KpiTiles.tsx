import {
  acosTone,
  type FocusedSkuAnalysis,
  type FocusedTone,
  profitTone,
  returnRateTone,
  stockCoverageTone,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { ANALYZER_LABEL as L } from '../../labels';
import { money, num, percent, signedPercent, toneColor } from '../format';

interface Tile {
  id: string;
  title: string;
  value: string;
  note: string;
  tone: FocusedTone;
  noteTone?: FocusedTone;
}

/** The dialog's amounts: the record's currency, else USD (spec 02 section 9). */
export const detailCurrency = (r: FocusedSkuAnalysis) => r.currency_code ?? 'USD';

function tiles(r: FocusedSkuAnalysis): Tile[] {
  const cur = detailCurrency(r);
  const p = r.profitability;
  const winning = r.buybox.is_winning;
  return [
    {
      id: 'sales',
      title: T.sales30d,
      value: money(r.sales.revenue_30d, cur),
      note: L.velocity(signedPercent(r.sales.velocity_percentage)),
      tone: 'default',
    },
    {
      id: 'profit',
      title: L.profitability,
      value: money(p.net_margin, cur),
      note: L.perUnit,
      tone: profitTone(p.net_margin, p.selling_price),
    },
    {
      id: 'stock',
      title: L.stock,
      value: num(r.inventory.total_available),
      note: L.coverage(num(r.inventory.stock_coverage_days)),
      tone: 'default',
      noteTone: stockCoverageTone(r.inventory.stock_coverage_days),
    },
    {
      id: 'buybox',
      title: L.buyBox,
      value: winning === null ? '—' : winning ? T.buyBoxWinner : T.buyBoxNotWinning,
      note: '',
      tone: winning === null ? 'default' : winning ? 'success' : 'error',
    },
    {
      id: 'returns',
      title: L.returnRate,
      value: percent(r.returns.return_rate_30d),
      note: L.returnedOfSold(r.returns.units_returned_30d, r.returns.units_sold_30d),
      tone: returnRateTone(r.returns.return_rate_30d),
    },
    {
      id: 'ads',
      title: L.adSales,
      value: money(r.ams.sales_30d, cur),
      note: `${T.acos} ${percent(r.ams.acos_30d)}`,
      tone: 'default',
      noteTone: acosTone(r.ams.acos_30d),
    },
  ];
}

/** KPI tiles: 30d Sales, Profitability per unit, Stock with coverage, Buy Box, Return Rate, Ad Sales with ACOS. */
export function KpiTiles({ r }: { r: FocusedSkuAnalysis }) {
  return (
    <Grid container spacing={1.5}>
      {tiles(r).map((t) => (
        <Grid key={t.id} size={{ xs: 6, md: 4, lg: 2 }}>
          <Card variant="outlined" component="section" aria-label={t.title} data-testid={`tile-${t.id}`}>
            <CardContent sx={{ p: 1.5 }}>
              <Typography variant="caption" color="text.secondary" component="h3">
                {t.title}
              </Typography>
              <Typography variant="h6" sx={{ color: toneColor(t.tone) }} data-tone={t.tone}>
                {t.value}
              </Typography>
              <Typography
                variant="caption"
                sx={{ color: toneColor(t.noteTone ?? 'default') }}
                data-tone={t.noteTone ?? 'default'}
              >
                {t.note}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
