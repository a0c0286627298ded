import type { MarketingAnswer, SalesAnswer } from '@marketdesk/contracts';
import { Box } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Formatters } from '../hooks/format';
import { dailyTotals, metricDaily, salesBreakdown } from '../hooks/metrics';
import { KpiCard } from './KpiCard';

interface Props {
  sales: UseQueryResult<SalesAnswer>;
  marketing: UseQueryResult<MarketingAnswer>;
  days: string[];
  format: Formatters;
}

/** Total Sales (Regular, PO, DF when not zero), Total Returns, AMS Sales and AMS Spend. */
export function KpiCards({ sales, marketing, days, format }: Props) {
  const s = sales.data;
  const m = marketing.data;
  const trends = useMemo(
    () => ({
      sales: dailyTotals(metricDaily('sales', s, undefined), days),
      returns: dailyTotals(metricDaily('returns', s, undefined), days),
      amsSales: dailyTotals(metricDaily('ams_sales', undefined, m), days),
      amsSpend: dailyTotals(metricDaily('ams_spend', undefined, m), days),
    }),
    [s, m, days],
  );
  const salesState = { loading: sales.isPending && sales.fetchStatus !== 'idle', error: sales.error };
  const mktState = {
    loading: marketing.isPending && marketing.fetchStatus !== 'idle',
    error: marketing.error,
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      <KpiCard
        title="Total Sales"
        id="total-sales"
        value={s ? format.money(s.summary.total_sales_amount) : null}
        trend={trends.sales}
        breakdown={s ? salesBreakdown(s).map((b) => ({ label: b.label, value: format.money(b.value) })) : []}
        {...salesState}
      />
      <KpiCard
        title="Total Returns"
        id="total-returns"
        value={s ? format.number(s.summary.total_returns) : null}
        trend={trends.returns}
        {...salesState}
      />
      <KpiCard
        title="AMS Sales"
        id="ams-sales"
        value={m ? format.money(m.summary.total_ams_sales) : null}
        trend={trends.amsSales}
        {...mktState}
      />
      <KpiCard
        title="AMS Spend"
        id="ams-spend"
        value={m ? format.money(m.summary.total_ams_spend) : null}
        trend={trends.amsSpend}
        {...mktState}
      />
    </Box>
  );
}
