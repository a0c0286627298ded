import {
  TICKET_STATUS_LABEL,
  type TicketDetail,
  type TicketHistoryEntry,
  type TicketStatus,
} from '@marketdesk/contracts/tickets';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { formatValue } from '../../../../shared/grid/format';
import { creatorLabel, ticketAge } from '../../common/ticket-age';
import { ContentTypes, DriveLink } from '../bodies/TicketBody';

const when = (v: string | null) => (v ? formatValue('datetime', v) : '-');

const FIELD_LABEL: Record<TicketHistoryEntry['field'], string> = {
  status: 'Status',
  owner: 'Owner',
  percent_completion: 'Progress',
  eta: 'ETA',
};
function historyValue(field: TicketHistoryEntry['field'], v: string | null): string {
  if (v === null || v === '') return '-';
  if (field === 'status') return TICKET_STATUS_LABEL[v as TicketStatus] ?? v;
  if (field === 'percent_completion') return `${v}%`;
  return v;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The ticket's fields (spec 03 section 3) and the history of its changes: who, when, from, to. */
export function DetailsCard({ ticket }: { ticket: TicketDetail }) {
  const info = ticket.ticket_type_info;
  const age = ticketAge(ticket.dt_creation, info.eta);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Details
        </Typography>
        <Row label="Type">{`${info.ticket_type_name} (${info.ticket_type_id})`}</Row>
        <Row label="ETA">{`${info.eta} day(s)`}</Row>
        <Row label="Creator">{creatorLabel(ticket.creator_name)}</Row>
        <Row label="Owner">{ticket.owner_name || 'Unassigned'}</Row>
        <Row label="Created">{when(ticket.dt_creation)}</Row>
        <Row label="Assigned">{when(ticket.dt_assign)}</Row>
        <Row label="Completed">{when(ticket.dt_completion)}</Row>
        <Row label="Marketplace">{ticket.marketplace_name || '-'}</Row>
        <Row label="Brand">{ticket.brand_name || '-'}</Row>
        <Row label="Items">{ticket.num_items}</Row>
        <Row label="Age">
          <Box
            component="span"
            data-testid="ticket-age"
            sx={age.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}
          >
            {age.overdue ? `${age.label} (overdue)` : age.label}
          </Box>
        </Row>
        {ticket.data.requested_content_type.length > 0 && (
          <Box sx={{ py: 0.5 }}>
            <ContentTypes types={ticket.data.requested_content_type} />
          </Box>
        )}
        <DriveLink link={ticket.data.drive_link} hideEmpty />
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          History
        </Typography>
        {ticket.history.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No changes yet.
          </Typography>
        ) : (
          <Table size="small" aria-label="Ticket history">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>From</TableCell>
                <TableCell>To</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ticket.history.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id and never reorder
                <TableRow key={i}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(h.at)}</TableCell>
                  <TableCell>{h.user_name || creatorLabel(h.user_name)}</TableCell>
                  <TableCell>{FIELD_LABEL[h.field]}</TableCell>
                  <TableCell>{historyValue(h.field, h.from)}</TableCell>
                  <TableCell>{historyValue(h.field, h.to)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
