import { type FocusedSkuSummary, FOCUSED_SKU_TEXT as T } from '@marketdesk/contracts/focused-sku';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { money, signedPercent } from './format';

function SummaryCard({ title, value, note, id }: { title: string; value: string; note: string; id: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid={`summary-${id}`}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid={`summary-${id}-value`}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The summary cards as the server answers them over every SKU the search and filters match (not the page):
 * Total Revenue (30d) with the average velocity 'vs last month', Critical Issues (every active issue) and Total
 * SKUs.
 */
export function SummaryCards({ summary: s, currency }: { summary: FocusedSkuSummary; currency: string }) {
  const cards = [
    {
      id: 'revenue',
      title: T.totalRevenue,
      value: money(s.totalRevenue30d, currency),
      note: `${signedPercent(s.trendPercent)} ${T.vsLastMonth}`,
    },
    { id: 'issues', title: T.criticalIssues, value: String(s.criticalIssues), note: T.requireAttention },
    { id: 'skus', title: T.totalSkus, value: String(s.totalSkus), note: T.inCurrentView },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((c) => (
        <Grid key={c.id} size={{ xs: 12, md: 4 }}>
          <SummaryCard {...c} />
        </Grid>
      ))}
    </Grid>
  );
}
