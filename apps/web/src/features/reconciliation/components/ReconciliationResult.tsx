import {
  RECONCILIATION_CARDS as CARDS,
  RECONCILIATION_DEFAULT_PAGE_SIZE,
  RECONCILIATION_PAGE_SIZES,
  type ReconciliationEntry,
  type ReconciliationReport,
} from '@marketdesk/contracts/reconciliation';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../shared/format/format';
import { PagedTable } from '../../../shared/ui/PagedTable';
import { StatCard } from '../../../shared/ui/StatCard';
import type { ReconciliationColumn } from './columns';

interface Props {
  report: ReconciliationReport;
  columns: ReconciliationColumn[];
  currency: string;
  onExport(): void;
}

/** The summary cards (spec 02 section 2), the Export CSV button and the table (10/25/50/100, 25 first). */
export function ReconciliationResult({ report, columns, currency, onExport }: Props) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <StatCard title={CARDS.total_orders} value={String(report.total_orders)} />
        <StatCard title={CARDS.matched_orders} value={String(report.matched_orders)} />
        <StatCard title={CARDS.unmatched_orders} value={String(report.unmatched_orders)} />
        <StatCard title={CARDS.returned_orders} value={String(report.returned_orders)} />
        <StatCard title={CARDS.total_discrepancy} value={formatMoney(report.total_discrepancy, currency)} />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle1" component="h2">
              Reconciliation Entries
            </Typography>
            <Button variant="outlined" onClick={onExport} disabled={report.entries.length === 0}>
              Export CSV
            </Button>
          </Stack>
          <PagedTable
            label="Reconciliation entries"
            rows={report.entries}
            columns={columns.map((c) => ({
              header: c.header,
              align: c.align,
              sx: { whiteSpace: 'nowrap' },
              cell: c.cell ?? ((e: ReconciliationEntry) => c.value(e) ?? ''),
            }))}
            rowKey={(e) => `${e.order_id}|${e.sku_code}|${report.entries.indexOf(e)}`}
            pageSizes={RECONCILIATION_PAGE_SIZES}
            defaultSize={RECONCILIATION_DEFAULT_PAGE_SIZE}
            empty="No order lines in this period"
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
