import {
  LISTING_FIELD_LABEL,
  LISTING_FIELDS,
  type ListingField,
  PENDING_FIELD,
  PENDING_PAGE_SIZE,
  type PendingListingUpdate,
  LISTING_TRACKER_TEXT as T,
} from '@marketdesk/contracts/listing-tracker';
import { CODE_FLAGS, hasCode } from '@marketdesk/contracts/permissions';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { failureSeverity, failureText } from '../../../shared/feedback/failure-text';
import { useNotify } from '../../../shared/feedback/notify';
import { MarketplaceSelect } from '../../../shared/filters/MarketplacePicker';
import type { MarketplacePick } from '../../../shared/filters/useMarketplacePick';
import { formatDay } from '../../../shared/format/format';
import { type PagedColumn, PagedTableView } from '../../../shared/grid/PagedTableView';
import { usePermissions } from '../../../shared/permissions/resolve';
import { RowAction } from '../../../shared/ui/RowAction';
import { useDecideUpdate } from '../api/decide-update';
import { usePendingUpdates } from '../api/get-pending-updates';

type Value = string | string[] | null | undefined;

/** A value as read in the grid: lists one item per line; nothing as a dash. */
function Shown({ value }: { value: Value }) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return <>—</>;
  return <Box sx={{ whiteSpace: 'pre-line' }}>{Array.isArray(value) ? value.join('\n') : value}</Box>;
}

/** The proposed value of a field (null: the update leaves it as it is). */
const proposedOf = (u: PendingListingUpdate, f: ListingField) => u[PENDING_FIELD[f]] as Value;

/**
 * Current and proposed content side by side, for the fields the update changes: the current value is the
 * product's current listing content version.
 */
export function Changes({ update }: { update: PendingListingUpdate }) {
  const changed = LISTING_FIELDS.filter((f) => proposedOf(update, f) !== null);
  return (
    <Table size="small" aria-label={`Changes of ${update.retailer_sku}`}>
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Current{update.current ? ` (v${update.current.version})` : ''}</TableCell>
          <TableCell>Proposed</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changed.map((f) => (
          <TableRow key={f} data-testid={`change-${f}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{LISTING_FIELD_LABEL[f]}</TableCell>
            <TableCell>
              <Shown value={update.current?.[f]} />
            </TableCell>
            <TableCell>
              <Shown value={proposedOf(update, f)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const whenOf = (ts: string) => {
  const d = new Date(ts);
  const hm = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  return Number.isNaN(d.getTime()) ? ts : `${formatDay(ts)} ${hm}`;
};

/**
 * Pending Approvals (spec 02 sections 2 and 4): the marketplace's pending updates (grid page size 25) with
 * approve and reject; the list reloads after each decision. An update the caller may not decide (their own,
 * or without modify:product_data) shows the actions disabled, saying why.
 */
export function PendingApprovalsTab({ pick }: { pick: MarketplacePick }) {
  const notify = useNotify();
  const pending = usePendingUpdates(pick.mpId);
  const decide = useDecideUpdate();
  const [page, setPage] = useState(0);
  const rows = pending.data ?? [];

  const onDecide = (u: PendingListingUpdate, approve: boolean) =>
    decide.mutate(
      { id: u.update_id, approve },
      notify.outcome(approve ? T.approved : T.rejected, T.decideFailed),
    );
  const approver = hasCode(usePermissions(), CODE_FLAGS.listing_approver);
  const why = (u: PendingListingUpdate) => {
    if (u.can_decide) return undefined;
    return approver ? T.ownUpdate : T.notApprover;
  };
  const columns: PagedColumn<PendingListingUpdate>[] = [
    { header: 'Retailer SKU', cell: (u) => u.retailer_sku, sx: { whiteSpace: 'nowrap' } },
    { header: 'Current and proposed content', cell: (u) => <Changes update={u} /> },
    {
      header: 'Submitted by',
      cell: (u) => (
        <>
          {u.submitted_by_name ?? '—'}
          <Box sx={{ color: 'text.secondary' }}>{u.submitted_by_email ?? ''}</Box>
        </>
      ),
    },
    { header: 'Submitted', cell: (u) => whenOf(u.submission_timestamp), sx: { whiteSpace: 'nowrap' } },
    {
      header: 'Actions',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (u) => (
        <>
          <RowAction
            title={why(u) ?? 'Approve'}
            label={`Approve ${u.retailer_sku}`}
            icon={<CheckIcon fontSize="small" />}
            color="success"
            disabled={!u.can_decide || decide.isPending}
            onClick={() => onDecide(u, true)}
          />
          <RowAction
            title={why(u) ?? 'Reject'}
            label={`Reject ${u.retailer_sku}`}
            icon={<CloseIcon fontSize="small" />}
            color="error"
            disabled={!u.can_decide || decide.isPending}
            onClick={() => onDecide(u, false)}
          />
        </>
      ),
    },
  ];

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box sx={{ maxWidth: 320 }}>
          <MarketplaceSelect
            options={pick.options}
            value={pick.mpId}
            onChange={(id) => {
              pick.setMpId(id);
              setPage(0);
            }}
          />
        </Box>
        {pick.mpId === null ? (
          <Alert severity="info">{T.selectMarketplaceForPending}</Alert>
        ) : pending.isError ? (
          <Alert severity={failureSeverity(pending.error)}>
            {failureText(pending.error, { fallback: T.pendingFailed })}
          </Alert>
        ) : (
          <PagedTableView<PendingListingUpdate>
            label="Pending approvals"
            rows={rows.slice(page * PENDING_PAGE_SIZE, (page + 1) * PENDING_PAGE_SIZE)}
            total={rows.length}
            columns={columns}
            rowKey={(u) => u.update_id}
            rowProps={() => ({ 'data-testid': 'pending-update' })}
            page={page}
            size={PENDING_PAGE_SIZE}
            pageSizes={[PENDING_PAGE_SIZE]}
            onPageChange={setPage}
            onSizeChange={() => setPage(0)}
            empty={pending.isPending ? undefined : T.noPending}
            dimmed={pending.isFetching}
          />
        )}
      </Stack>
    </Paper>
  );
}
