import { takesFields, ticketFormFields } from '@marketdesk/contracts/ticket-fields';
import {
  ACTION_KEYS,
  TICKET_TEXT,
  type TicketItem,
  type TicketTypeId,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { buildCsv, downloadCsv } from '../../../../shared/csv/csv';
import { type CellContext, cellNode, cellText, columnLabel } from './cells';

const INTERNAL = new Set([
  'item_no',
  'action_taken',
  'result',
  'client_id',
  'mp_id',
  'brand_id',
  'fk_owner_id',
  'owner_name',
]);

/**
 * The columns of a type: its fixed order (T1–T7 and the special views), else the keys its items carry. Items
 * of T2–T7 raised by hand carry their form's fields (issue 16): then the fixed columns they carry come first,
 * then those fields, so a hand-raised ticket does not read as a row of dashes.
 */
export function itemColumns(typeId: TicketTypeId, items: readonly TicketItem[]): string[] {
  const def = ticketTypeDef(typeId);
  const fixed = def?.columns ?? [];
  const carried = (k: string) => items.some((i) => i[k] !== undefined);
  if (def && takesFields(typeId)) {
    const fields = ticketFormFields(def.required_fields)
      .map((f) => f.key)
      .filter((k) => carried(k) && !fixed.includes(k));
    if (fields.length > 0) return [...fixed.filter(carried), ...new Set(fields)];
  }
  if (fixed.length > 0) return fixed;
  const keys = new Set<string>();
  for (const item of items) for (const k of Object.keys(item)) if (!INTERNAL.has(k)) keys.add(k);
  return [...keys];
}

export interface ActionColumns {
  headers: string[];
  cells(item: TicketItem, index: number): ReactNode;
  /** A data cell shown by the action table instead (T11 new_bid is edited in place); undefined: the value. */
  cell?(key: string, item: TicketItem, index: number): ReactNode | undefined;
  /** Extra export columns (the chosen action and editable fields) by row. */
  exportCells(item: TicketItem, index: number): Record<string, string>;
}

interface Props {
  ticketId: number;
  typeId: TicketTypeId;
  items: readonly TicketItem[];
  ctx: CellContext;
  /** The row-action columns (T11, T12, T14, T16). */
  actions?: ActionColumns;
  title?: string;
  emptyText?: string;
  /** Above the table, beside Export (e.g. the import of actions). */
  toolbar?: ReactNode;
}

/**
 * The read-only items table of a ticket (spec 03 section 2) with its export: a CSV of the columns shown, with
 * the identifier keys and chosen actions of row-action types first so that the file can be imported back.
 */
export function ItemsTable({ ticketId, typeId, items, ctx, actions, title, emptyText, toolbar }: Props) {
  const columns = itemColumns(typeId, items);
  const exportItems = () => {
    const ids = actions ? (ACTION_KEYS[typeId] ?? []).filter((k) => !columns.includes(k)) : [];
    // An edited field that is also a column (T11 new_bid) is written once, as edited.
    const extra = actions
      ? Object.keys(actions.exportCells(items[0] ?? {}, 0)).filter((k) => !columns.includes(k))
      : [];
    const headers = [...ids, ...columns, ...extra];
    const rows = items.map((item, i) => {
      const more = actions?.exportCells(item, i) ?? {};
      return [
        ...ids.map((k) => (item[k] === null || item[k] === undefined ? '' : String(item[k]))),
        ...columns.map((k) => more[k] ?? cellText(typeId, k, item, ctx.currencyOf?.(item.mp_id))),
        ...extra.map((k) => more[k] ?? ''),
      ];
    });
    downloadCsv(`ticket_${ticketId}_items.csv`, buildCsv(headers, rows));
  };
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {title && (
          <Typography variant="h6" sx={{ flex: 1 }}>
            {title}
          </Typography>
        )}
        {!title && <Box sx={{ flex: 1 }} />}
        {toolbar}
        <Button startIcon={<DownloadIcon />} onClick={exportItems} disabled={items.length === 0}>
          Export
        </Button>
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary" data-testid="items-empty">
          {emptyText ?? TICKET_TEXT.noItems}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 560 }}>
          <Table size="small" stickyHeader aria-label="Ticket items">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>
                    {columnLabel(c)}
                  </TableCell>
                ))}
                {actions?.headers.map((h) => (
                  <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, i) => (
                <TableRow key={item.item_no ?? i}>
                  {columns.map((c) => (
                    <TableCell key={c}>
                      {actions?.cell?.(c, item, i) ?? cellNode(typeId, c, item, ctx)}
                    </TableCell>
                  ))}
                  {actions?.cells(item, i)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
