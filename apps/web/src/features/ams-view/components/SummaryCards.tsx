import type { AmsTotals } from '@marketdesk/contracts/ams-view';
import { Stack } from '@mui/material';
import { StatCard } from '../../../shared/ui/StatCard';
import { amsCount, amsMoney, amsPercent } from './format';

/** The summary card row of a level's totals (spec 03 section 2), amounts in the seller's currency. */
export function SummaryCards({ totals, currency }: { totals: AmsTotals; currency: string }) {
  const cards: [string, string][] = [
    ['Impressions', amsCount(totals.total_impressions)],
    ['Clicks', amsCount(totals.total_clicks)],
    ['CTR', amsPercent(totals.avg_ctr)],
    ['Spend', amsMoney(totals.total_spend, currency)],
    ['Sales', amsMoney(totals.total_sales, currency)],
    ['ACOS', amsPercent(totals.avg_acos)],
    ['Total Units', amsCount(totals.total_units)],
    ['Conversion', amsPercent(totals.avg_conversion)],
  ];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }} data-testid="ams-summary">
      {cards.map(([title, value]) => (
        <StatCard key={title} title={title} value={value} />
      ))}
    </Stack>
  );
}
