import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import {
  actionsFor,
  T16_ACTIONS,
  TICKET_TEXT,
  type TicketDetail,
  type TicketItem,
  type TicketTypeId,
  ticketFileRowsAnswer,
} from '@marketdesk/contracts/tickets';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HelpOutlineIcon from '@mui/icons-material/Help';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  TableCell,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { failureText } from '../../../../shared/feedback/failure-text';
import { useNotify } from '../../../../shared/feedback/notify';
import { useSession } from '../../../../shared/session/store';
import { UploadButton } from '../../../../shared/upload/UploadButton';
import { useFileUpload } from '../../../../shared/upload/useFileUpload';
import { useTicketActions } from '../../api/apply-actions';
import type { CellContext } from '../bodies/cells';
import { type ActionColumns, ItemsTable } from '../bodies/ItemsTable';
import { Highlight } from '../Highlight';
import {
  actionBlocked,
  amsResultOf,
  buildUpdates,
  changedRows,
  draftError,
  type ImportWarning,
  initialDraft,
  localReason,
  matchImport,
  needsBid,
  needsReason,
  type RowDraft,
  type RowOutcome,
  rejectReason,
  rowEditable,
  rowKey,
  rowOutcome,
  savedMessage,
  storedMessage,
} from './row-actions';

const OUTCOME_ICON: Record<RowOutcome, typeof CheckCircleIcon> = {
  success: CheckCircleIcon,
  failed: ErrorIcon,
  unknown: HelpOutlineIcon,
  local: InfoOutlinedIcon,
};
const OUTCOME_COLOR = { success: 'success', failed: 'error', unknown: 'disabled', local: 'action' } as const;
/** The mark's accessible name after the row label ('Row 3 Marketdesk only'). */
const OUTCOME_NAME: Record<RowOutcome, string> = {
  success: 'success',
  failed: 'failed',
  unknown: 'unknown',
  local: 'Marketdesk only',
};

interface Props {
  ticket: TicketDetail;
  /** The owner flag of section 4 (T16: a reviewer who is not the owner; else the owner). */
  ownerFlag: boolean;
  /** The latest comment text: a T16 Reject reason when the row has none. */
  latestComment: string;
  ctx: CellContext;
  title?: string;
  emptyText?: string;
}

/**
 * The items of T11, T12, T14 and T16 with one action per row (spec 03 section 4): the action and its editable
 * fields, the per-row outcome icon, the import of actions from a spreadsheet, and Save Actions (blocked while
 * any cell is in error). After a save the ticket is reloaded; a failure is shown at the table.
 */
export function ActionItems({ ticket, ownerFlag, latestComment, ctx, title, emptyText }: Props) {
  const typeId = ticket.fk_ticket_type_id as TicketTypeId;
  const items = ticket.data.items;
  const notify = useNotify();
  const viewerId = useSession().user?.id;
  const save = useTicketActions(ticket.pk_ticket_id);
  const [drafts, setDrafts] = useState<Map<number, RowDraft>>(new Map());
  const [saved, setSaved] = useState<Map<number, { status: RowOutcome; message: string; reason?: string }>>(
    new Map(),
  );
  const [warnings, setWarnings] = useState<ImportWarning[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const draftOf = (item: TicketItem, i: number) => drafts.get(rowKey(item, i)) ?? initialDraft(item);
  const change = (item: TicketItem, i: number, patch: Partial<RowDraft>) =>
    setDrafts((m) => new Map(m).set(rowKey(item, i), { ...draftOf(item, i), ...patch }));

  const effective = useMemo(
    () =>
      new Map(items.map((item, i) => [rowKey(item, i), drafts.get(rowKey(item, i)) ?? initialDraft(item)])),
    [items, drafts],
  );
  const errors = items.map((item, i) =>
    rowEditable(typeId, item, ownerFlag)
      ? draftError(typeId, item, effective.get(rowKey(item, i))!, viewerId)
      : null,
  );
  const hasError = errors.some((e) => e !== null);
  const changed = changedRows(typeId, items, effective, ownerFlag);

  const fileRows = useFileUpload({
    operation: ticketOps.fileRows,
    query: {},
    extensions: ['.xlsx', '.xls', '.csv'],
    texts: {
      uploaded: 'Actions imported',
      failed: TICKET_TEXT.parseFailed,
      forbidden: TICKET_TEXT.parseFailed,
      rejected: () => TICKET_TEXT.parseFailed,
    },
    onUploaded: (answer) => {
      const file = ticketFileRowsAnswer.safeParse(answer);
      if (!file.success) {
        setWarnings([]);
        setProblem(TICKET_TEXT.parseFailed);
        return;
      }
      const found = matchImport(typeId, items, file.data.columns, file.data.rows);
      setWarnings(found.warnings);
      setDrafts((m) => {
        const next = new Map(m);
        items.forEach((item, i) => {
          const patch = found.drafts.get(rowKey(item, i));
          if (patch && rowEditable(typeId, item, ownerFlag))
            next.set(rowKey(item, i), { ...draftOf(item, i), ...patch });
        });
        return next;
      });
    },
  });

  const submit = () => {
    setProblem(null);
    const rejectMissing = changed.some(
      ({ draft }) => needsReason(typeId, draft.action) && rejectReason(draft, latestComment) === null,
    );
    if (rejectMissing) {
      setProblem(TICKET_TEXT.rejectNeedsReason);
      return;
    }
    save.mutate(
      { updates: buildUpdates(typeId, changed, latestComment) },
      {
        onSuccess: (answer) => {
          // The answer's ticket says whether each saved row reached an advertising account.
          const after = new Map(answer.ticket.data.items.map((item, i) => [rowKey(item, i), item]));
          const done = answer.results.filter((r) => r.item_no !== null && r.status === 'success');
          setSaved(
            new Map(
              answer.results
                .filter((r) => r.item_no !== null)
                .map((r) => {
                  const item = after.get(r.item_no!);
                  const status = item ? rowOutcome(typeId, item, r.status) : r.status;
                  const reason = item && status === 'local' ? localReason(item) : undefined;
                  return [r.item_no!, { status, message: r.message, reason }];
                }),
            ),
          );
          setDrafts(new Map());
          const failed = answer.results.filter((r) => r.status === 'failed');
          const message = savedMessage(
            typeId,
            done.map((r) => after.get(r.item_no!)).filter((item): item is TicketItem => item !== undefined),
          );
          if (failed.length > 0) notify.warning(failed.map((r) => r.message).join('; '));
          else if (message === TICKET_TEXT.updated) notify.success(message);
          else notify.info(message);
        },
        onError: (error) => setProblem(failureText(error, { fallback: TICKET_TEXT.updateFailed })),
      },
    );
  };

  const actions: ActionColumns = {
    headers: [
      'Action',

      ...(typeId === 'T16' ? ['Reason'] : []),
      ...(typeId === 'T14' ? ['Comments'] : []),
      'Result',
    ],
    exportCells: (item, i) => {
      const d = draftOf(item, i);
      return {
        action: d.action,
        ...(typeId === 'T11' ? { new_bid: d.new_bid } : {}),
        ...(typeId === 'T16' ? { reason: d.reason } : {}),
        ...(typeId === 'T14' ? { comments: d.comments } : {}),
      };
    },
    cell: (key, item, i) => {
      const d = draftOf(item, i);
      if (key !== 'new_bid' || !needsBid(typeId, d.action) || !rowEditable(typeId, item, ownerFlag))
        return undefined;
      const error = errors[i] ?? null;
      return (
        <TextField
          size="small"
          value={d.new_bid}
          error={error !== null}
          helperText={error ?? undefined}
          onChange={(e) => change(item, i, { new_bid: e.target.value })}
          sx={{ minWidth: 120 }}
          slotProps={{ htmlInput: { 'aria-label': `Row ${rowKey(item, i)} new bid`, inputMode: 'decimal' } }}
        />
      );
    },
    cells: (item, i) => {
      const key = rowKey(item, i);
      const d = draftOf(item, i);
      const editable = rowEditable(typeId, item, ownerFlag);
      const result = saved.get(key);
      const outcome = rowOutcome(typeId, item, result?.status);
      const Icon = OUTCOME_ICON[outcome];
      const label = `Row ${key}`;
      // Four eyes (T16): the viewer's own upload cannot be accepted by them; the reason stays in view.
      const ownUpload = editable ? actionBlocked(typeId, item, T16_ACTIONS.accept, viewerId) : null;
      return (
        <>
          <TableCell sx={{ minWidth: 200 }}>
            <TextField
              select
              size="small"
              fullWidth
              value={d.action}
              disabled={!editable}
              error={ownUpload !== null && d.action === T16_ACTIONS.accept}
              helperText={ownUpload ?? undefined}
              onChange={(e) => change(item, i, { action: e.target.value })}
              slotProps={{ htmlInput: { 'aria-label': `${label} action` } }}
            >
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {actionsFor(typeId, item).map((a) => (
                <MenuItem key={a} value={a} disabled={actionBlocked(typeId, item, a, viewerId) !== null}>
                  {a}
                </MenuItem>
              ))}
            </TextField>
          </TableCell>
          {typeId === 'T16' && (
            <TableCell sx={{ minWidth: 180 }}>
              {needsReason(typeId, d.action) && (
                <TextField
                  size="small"
                  value={d.reason}
                  disabled={!editable}
                  placeholder="Reason"
                  onChange={(e) => change(item, i, { reason: e.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': `${label} reason` } }}
                />
              )}
            </TableCell>
          )}
          {typeId === 'T14' && (
            <TableCell sx={{ minWidth: 180 }}>
              {editable ? (
                <TextField
                  size="small"
                  value={d.comments}
                  onChange={(e) => change(item, i, { comments: e.target.value })}
                  slotProps={{ htmlInput: { 'aria-label': `${label} comments` } }}
                />
              ) : (
                <Highlight text={d.comments || '-'} />
              )}
            </TableCell>
          )}
          <TableCell>
            {/* describeChild: the message describes the icon; its name (titleAccess) stays the row's outcome. */}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Tooltip
                describeChild
                title={result?.message ?? amsResultOf(item)?.message ?? storedMessage(item) ?? outcome}
              >
                <Icon
                  color={OUTCOME_COLOR[outcome]}
                  titleAccess={`${label} ${OUTCOME_NAME[outcome]}`}
                  data-testid="row-outcome"
                />
              </Tooltip>
              {/* Reached no advertising account: the reason in view, not only in the tooltip. */}
              {outcome === 'local' && (
                <Typography variant="caption" color="text.secondary">
                  {localReason(item) || result?.reason}
                </Typography>
              )}
            </Stack>
          </TableCell>
        </>
      );
    },
  };

  return (
    <Stack spacing={1}>
      <ItemsTable
        ticketId={ticket.pk_ticket_id}
        typeId={typeId}
        items={items}
        ctx={ctx}
        actions={actions}
        title={title}
        emptyText={emptyText}
        toolbar={
          ownerFlag && items.length > 0 ? (
            <UploadButton
              upload={fileRows}
              accept=".xlsx,.xls,.csv"
              labels={{ upload: 'Import Actions', change: 'Import Actions' }}
            />
          ) : undefined
        }
      />
      {warnings.length > 0 && (
        <Alert severity="warning" data-testid="import-warnings">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {warnings.map((w) => (
              <li key={`${w.row}-${w.message}`}>{`Row ${w.row}: ${w.message}`}</li>
            ))}
          </Box>
        </Alert>
      )}
      {problem && (
        <Alert severity="error" data-testid="actions-error">
          {problem}
        </Alert>
      )}
      {ownerFlag && items.length > 0 && (
        <Box>
          <Button
            variant="contained"
            onClick={submit}
            disabled={hasError || changed.length === 0 || save.isPending}
          >
            Save Actions
          </Button>
        </Box>
      )}
    </Stack>
  );
}
