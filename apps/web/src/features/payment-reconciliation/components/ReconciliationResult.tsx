import {
  RECONCILIATION_CARDS as CARDS,
  DISCREPANCY_CATEGORIES,
  DISCREPANCY_CATEGORY_LABELS,
  RECONCILIATION_PAGE_SIZES,
  RECONCILIATION_STATUSES,
  type ReconciliationEntry,
  type ReconciliationReport,
  RECONCILIATION_TEXT as TX,
} from '@marketdesk/contracts/reconciliation';
import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatMoney } from '../../../shared/format/format';
import type { TableSort } from '../../../shared/grid/PagedTableView';
import { ServerPagedTable, type TablePaging } from '../../../shared/grid/ServerPagedTable';
import { ExportButton } from '../../../shared/tasks/ExportButton';
import type { PagedColumn } from '../../../shared/ui/PagedTable';
import { StatCard } from '../../../shared/ui/StatCard';

/** What the table lists (the server filters, sorts and pages; '' is every line). */
export interface EntryView {
  status: string;
  category: string;
  sort?: TableSort;
}

interface Props {
  query: UseQueryResult<ReconciliationReport>;
  columns: PagedColumn<ReconciliationEntry>[];
  currency: string;
  view: EntryView;
  onView(patch: Partial<EntryView>): void;
  paging: TablePaging;
  exportTask: { owner: string; label: string; start: Parameters<typeof ExportButton>[0]['start'] };
}

/** One filter of the lines: every one ('') or one value. */
function Choice(props: {
  label: string;
  value: string;
  values: readonly string[];
  text(v: string): string;
  onChange(v: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">All</option>
      {props.values.map((v) => (
        <option key={v} value={v}>
          {props.text(v)}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The summary cards (spec 02 section 2) over the whole window, the status and category filters (of the table), the
 * Export CSV button (a background task of every matching line) and the server-paged table (10/25/50/100, 25
 * first), sorted by a header click.
 */
export function ReconciliationResult({ query, columns, currency, view, onView, paging, exportTask }: Props) {
  const report = query.data;
  const filtered = view.status !== '' || view.category !== '';
  return (
    <Stack spacing={2}>
      {report && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <StatCard title={CARDS.total_orders} value={String(report.total_orders)} />
          <StatCard title={CARDS.matched_orders} value={String(report.matched_orders)} />
          <StatCard title={CARDS.unmatched_orders} value={String(report.unmatched_orders)} />
          <StatCard title={CARDS.returned_orders} value={String(report.returned_orders)} />
          <StatCard title={CARDS.total_discrepancy} value={formatMoney(report.total_discrepancy, currency)} />
        </Stack>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
              Reconciliation Entries
            </Typography>
            <Choice
              label="Status"
              value={view.status}
              values={RECONCILIATION_STATUSES}
              text={(v) => v}
              onChange={(status) => onView({ status })}
            />
            <Choice
              label="Discrepancy Category"
              value={view.category}
              values={DISCREPANCY_CATEGORIES}
              text={(v) => DISCREPANCY_CATEGORY_LABELS[v as keyof typeof DISCREPANCY_CATEGORY_LABELS]}
              onChange={(category) => onView({ category })}
            />
            <ExportButton {...exportTask} text="Export CSV" disabled={!report || report.total === 0} />
          </Stack>
          <ServerPagedTable<ReconciliationEntry>
            label="Reconciliation entries"
            query={query}
            rows={report?.entries ?? []}
            total={report?.total ?? 0}
            dimmed={query.isPlaceholderData}
            columns={columns}
            rowKey={(e) => `${e.order_id}|${e.sku_code}|${e.order_date}|${report?.entries.indexOf(e)}`}
            pageSizes={RECONCILIATION_PAGE_SIZES}
            paging={paging}
            sort={view.sort}
            onSortChange={(sort) => onView({ sort })}
            empty={filtered ? TX.noMatch : TX.noEntries}
            loadFailed={TX.failed}
            forbidden={TX.forbidden}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
