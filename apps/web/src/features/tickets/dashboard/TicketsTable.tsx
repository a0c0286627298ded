import { TICKET_LIMITS, TICKET_TEXT, type Ticket } from '@marketdesk/contracts/tickets';
import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PagedColumn, TableSort } from '../../../shared/grid/PagedTableView';
import { ServerPagedTable } from '../../../shared/grid/ServerPagedTable';
import { TicketStatusChip } from '../common/TicketStatusChip';
import { TicketTypeIcon } from '../common/TicketTypeIcon';
import { creatorLabel, ticketAge } from '../common/ticket-age';

const dash = (v: string | null | undefined) => (v?.trim() ? v : '-');

function Age({ t }: { t: Ticket }) {
  const eta = t.ticket_type_info.eta;
  const age = ticketAge(t.dt_creation, eta);
  return (
    <Typography
      variant="body2"
      data-testid="ticket-age"
      data-overdue={String(age.overdue)}
      title={age.overdue ? `Overdue: older than the ETA of ${eta} days` : undefined}
      sx={age.overdue ? { color: 'error.main', fontWeight: 700 } : undefined}
    >
      {age.label}
    </Typography>
  );
}

/** The columns of spec 03 section 2; `search` is the dashboard's query string the ticket link keeps. */
function columns(search: string): PagedColumn<Ticket>[] {
  return [
    {
      header: 'Ticket ID',
      sortField: 'pk_ticket_id',
      headerSx: { whiteSpace: 'nowrap' },
      cell: (t) => (
        <Link component={RouterLink} to={`/tickets/${t.pk_ticket_id}${search}`} sx={{ fontWeight: 600 }}>
          #{t.pk_ticket_id}
        </Link>
      ),
    },
    {
      header: 'Type',
      sortField: 'fk_ticket_type_id',
      sx: { minWidth: 150 },
      cell: (t) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} title={t.fk_ticket_type_id}>
          <TicketTypeIcon type={t.fk_ticket_type_id} fontSize="small" color="action" />
          <span>{t.ticket_type_info.ticket_type_name}</span>
        </Stack>
      ),
    },
    { header: 'Creator', sortField: 'creator_name', cell: (t) => creatorLabel(t.creator_name) },
    { header: 'Owner', sortField: 'owner_name', cell: (t) => dash(t.owner_name) },
    { header: 'Marketplace', sortField: 'marketplace_name', cell: (t) => dash(t.marketplace_name) },
    { header: 'Brand', sortField: 'brand_name', cell: (t) => dash(t.brand_name) },
    { header: 'Items', sortField: 'num_items', align: 'right', cell: (t) => t.num_items },
    { header: 'Status', sortField: 'status', cell: (t) => <TicketStatusChip status={t.status} /> },
    {
      header: 'Progress',
      sortField: 'percent_completion',
      cell: (t) => (
        <Box sx={{ width: 64 }}>
          <Typography variant="body2">{t.percent_completion}%</Typography>
          <LinearProgress variant="determinate" value={t.percent_completion} aria-hidden />
        </Box>
      ),
    },
    {
      header: 'Created',
      sortField: 'dt_creation',
      sx: { minWidth: 90 },
      cell: (t) => dayjs(t.dt_creation).format('YYYY-MM-DD HH:mm'),
    },
    { header: 'Age', sortField: 'age', sx: { whiteSpace: 'nowrap' }, cell: (t) => <Age t={t} /> },
  ];
}

interface Props {
  /** The list or deep-search call: its loading and failure are the table's. */
  query: UseQueryResult<unknown>;
  rows: Ticket[];
  total: number;
  page: number;
  rpp: number;
  sort: TableSort;
  /** The query string of the view (with its '?'), kept by the ticket links. */
  search: string;
  scrollTo: number | null;
  empty: string;
  dimmed: boolean;
  onPage(page: number): void;
  onRpp(rpp: number): void;
  onSort(sort: TableSort): void;
}

/**
 * The dashboard's table: server paging with 50 to 500 rows (page, size and sort in the address), sortable
 * headers, the scrollTo flash.
 */
export function TicketsTable(p: Props) {
  const [flash, setFlash] = useState<number | null>(null);
  const found = useRef<number | null>(null);
  const { scrollTo, rows } = p;
  useEffect(() => {
    if (scrollTo === null || found.current === scrollTo) return;
    if (!rows.some((t) => t.pk_ticket_id === scrollTo)) return;
    found.current = scrollTo;
    document
      .getElementById(`ticket-row-${scrollTo}`)
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    setFlash(scrollTo);
  }, [scrollTo, rows]);
  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), TICKET_LIMITS.scrollFlashMs);
    return () => clearTimeout(timer);
  }, [flash]);

  return (
    <ServerPagedTable<Ticket>
      label="Tickets"
      query={p.query}
      rows={p.rows}
      total={p.total}
      dimmed={p.dimmed}
      loadingLabel="Loading tickets"
      forbidden={TICKET_TEXT.accessDenied}
      loadFailed={TICKET_TEXT.dashboardFailed}
      columns={columns(p.search)}
      rowKey={(t) => t.pk_ticket_id}
      rowProps={(t) => ({
        id: `ticket-row-${t.pk_ticket_id}`,
        hover: true,
        'data-testid': `ticket-row-${t.pk_ticket_id}`,
        'data-flash': String(flash === t.pk_ticket_id),
        sx: {
          transition: 'background-color 300ms',
          bgcolor: flash === t.pk_ticket_id ? 'warning.light' : undefined,
        },
      })}
      pageSizes={TICKET_LIMITS.pageSizes}
      paging={{ page: p.page, size: p.rpp, onPageChange: p.onPage, onSizeChange: p.onRpp }}
      sort={p.sort}
      onSortChange={p.onSort}
      empty={p.empty}
    />
  );
}
