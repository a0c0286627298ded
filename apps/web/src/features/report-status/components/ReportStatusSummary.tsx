import {
  REPORT_STATUS_CARDS,
  type ReportStatusCounts,
  type ReportStatusDay,
} from '@marketdesk/contracts/report-status';
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartsSkipAnimation } from '../../../shared/charts/animation';
import { CHART_HEIGHT, ChartCard } from '../../../shared/charts/ChartCard';
import { StatCard } from '../../../shared/ui/StatCard';

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The card values as shown: counts whole, averages to two decimals, the turn-around in minutes. */
export function cardValues(c: ReportStatusCounts): Record<keyof typeof REPORT_STATUS_CARDS, string> {
  return {
    successful: number(c.successful),
    failed: number(c.failed),
    pending: number(c.pending),
    total_polls: number(c.total_polls),
    avg_polls: number(c.avg_polls),
    avg_processing_time_minutes:
      c.avg_processing_time_minutes === null ? '—' : `${number(c.avg_processing_time_minutes)} min`,
    average_reports_per_day: number(c.average_reports_per_day),
  };
}

/** The summary cards (spec 03 section 2) and the requests per day by status. */
export function ReportStatusSummary({
  counts,
  perDay,
}: {
  counts: ReportStatusCounts;
  perDay: ReportStatusDay[];
}) {
  const values = cardValues(counts);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {(Object.keys(REPORT_STATUS_CARDS) as (keyof typeof REPORT_STATUS_CARDS)[]).map((key) => (
          <StatCard
            key={key}
            title={REPORT_STATUS_CARDS[key]}
            value={values[key]}
            valueTestId={`card-${key}`}
          />
        ))}
      </Box>
      {perDay.length > 1 && (
        <ChartCard title="Reports per Day by Status">
          <BarChart
            height={CHART_HEIGHT}
            skipAnimation={chartsSkipAnimation()}
            xAxis={[{ scaleType: 'band', data: perDay.map((d) => d.date) }]}
            series={[
              {
                id: 'successful',
                label: 'Successful',
                stack: 'all',
                color: '#2e7d32',
                data: perDay.map((d) => d.successful),
              },
              {
                id: 'failed',
                label: 'Failed',
                stack: 'all',
                color: '#d32f2f',
                data: perDay.map((d) => d.failed),
              },
              {
                id: 'pending',
                label: 'Pending',
                stack: 'all',
                color: '#ed6c02',
                data: perDay.map((d) => d.pending),
              },
            ]}
          />
        </ChartCard>
      )}
    </>
  );
}
