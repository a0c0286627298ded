import { REVIEW_DATA_TEXT, type ReviewDataSummary } from '@marketdesk/contracts/review-data';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { convertedNote } from '../../../shared/format/format';
import { StatCard } from '../../../shared/ui/StatCard';
import { formatGrowth, formatMoney, marketplaceNames } from '../format';

const count = new Intl.NumberFormat('en-US');

/**
 * The collapsible Summary (spec 03 section 2): Total SKUs, Total Stock (with its P1 warehouse and FBA parts),
 * Current Sales, Sales Growth, Units Growth, Payments, Loss & Returns and Marketplaces; above them the line
 * naming the currency the server converted every amount to (the chosen one).
 */
export function ReviewSummary({ summary, currency }: { summary: ReviewDataSummary; currency: string }) {
  const money = (v: number) => formatMoney(v, currency);
  const stock = summary.total_stock_p1_wh + summary.total_stock_fba;
  return (
    <Accordion defaultExpanded disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="review-summary"
        id="review-summary-header"
      >
        <Typography variant="h6" component="h2">
          {REVIEW_DATA_TEXT.summary}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="review-summary">
        <Typography variant="body2" color="text.secondary" data-testid="converted-note" sx={{ mb: 1.5 }}>
          {convertedNote(currency)}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <StatCard title="Total SKUs" value={count.format(summary.total_skus)} valueTestId="summary-skus" />
          <StatCard
            title="Total Stock"
            value={`${count.format(stock)} (P1 WH ${count.format(summary.total_stock_p1_wh)} · FBA ${count.format(summary.total_stock_fba)})`}
            valueTestId="summary-stock"
          />
          <StatCard
            title="Current Sales"
            value={money(summary.total_sales_current)}
            valueTestId="summary-sales"
          />
          <StatCard
            title="Sales Growth"
            value={formatGrowth(summary.period_comparison.sales_growth_percent)}
          />
          <StatCard
            title="Units Growth"
            value={formatGrowth(summary.period_comparison.units_growth_percent)}
          />
          <StatCard
            title="Payments"
            value={`${money(summary.total_payment_received)} received · ${money(summary.total_payment_to_receive)} to receive`}
            valueTestId="summary-payments"
          />
          <StatCard
            title="Loss & Returns"
            value={`${money(summary.total_loss_amount)} · ${count.format(summary.total_returns)} returns`}
          />
          <StatCard title="Marketplaces" value={marketplaceNames(summary)} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
