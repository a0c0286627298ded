import { amsReportTypeLabel } from '@marketdesk/contracts/ams-reports';
import {
  inReportStatusTab,
  REPORT_STATUS_COLUMNS,
  REPORT_STATUS_DEFAULT_PAGE_SIZE,
  REPORT_STATUS_PAGE_SIZES,
  REPORT_STATUS_TABS,
  REPORT_STATUS_TEXT,
  type ReportStatusRow,
  type ReportStatusTab,
  reportStatusGroup,
} from '@marketdesk/contracts/report-status';
import { Box, Chip, Tab, Tabs, Tooltip } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type PagedColumn, PagedTable } from '../../../shared/ui/PagedTable';

const instant = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');
const CHIP_COLOR = { successful: 'success', failed: 'error', pending: 'warning' } as const;

/** The status chip: green for SUCCESS, red for FAILED_*, amber while pending; a flagged one says so. */
export function StatusChip({ row }: { row: Pick<ReportStatusRow, 'status' | 'flagged'> }) {
  const chip = (
    <Chip
      size="small"
      label={row.status}
      color={CHIP_COLOR[reportStatusGroup(row.status)]}
      variant={row.flagged ? 'outlined' : 'filled'}
    />
  );
  return row.flagged ? (
    <Tooltip title="Pending past Amazon's documented 15 minutes (flagged)">{chip}</Tooltip>
  ) : (
    chip
  );
}

const [ID, START, END, SELLER, PROFILE, TYPE, STATUS, REQUESTED, UPDATED, TURN_AROUND, ERROR] =
  REPORT_STATUS_COLUMNS;
const COLUMNS: PagedColumn<ReportStatusRow>[] = [
  { header: ID, cell: (r) => r.id },
  { header: START, cell: (r) => r.report_start_date, sx: { whiteSpace: 'nowrap' } },
  { header: END, cell: (r) => r.report_end_date, sx: { whiteSpace: 'nowrap' } },
  { header: SELLER, cell: (r) => r.seller_name },
  { header: PROFILE, cell: (r) => r.profile_id },
  { header: TYPE, cell: (r) => amsReportTypeLabel(r.report_type) },
  { header: STATUS, cell: (r) => <StatusChip row={r} /> },
  { header: REQUESTED, cell: (r) => instant(r.created_at), sx: { whiteSpace: 'nowrap' } },
  { header: UPDATED, cell: (r) => instant(r.last_updated_at), sx: { whiteSpace: 'nowrap' } },
  // Finished statuses only (spec 03 section 4): blank while pending.
  { header: TURN_AROUND, align: 'right', cell: (r) => r.turn_around_minutes?.toFixed(2) ?? '' },
  { header: ERROR, cell: (r) => r.last_error_message ?? '', sx: { maxWidth: 360 } },
];

/** The tabs All, Failed, Pending, Successful over the answer's rows, each paged 10/25/50 (default 50). */
export function ReportStatusTable({ rows }: { rows: ReportStatusRow[] }) {
  const [tab, setTab] = useState<ReportStatusTab>('All');
  const shown = rows.filter((r) => inReportStatusTab(tab, r.status));
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: ReportStatusTab) => setTab(v)} aria-label="Report statuses">
        {REPORT_STATUS_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={`${t} (${rows.filter((r) => inReportStatusTab(t, r.status)).length})`}
          />
        ))}
      </Tabs>
      <PagedTable
        key={tab}
        label={`${tab} report requests`}
        rows={shown}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        rowTestId={(r) => `report-row-${r.id}`}
        pageSizes={REPORT_STATUS_PAGE_SIZES}
        defaultSize={REPORT_STATUS_DEFAULT_PAGE_SIZE}
        empty={REPORT_STATUS_TEXT.empty}
      />
    </Box>
  );
}
