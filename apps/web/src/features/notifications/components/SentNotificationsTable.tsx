import { NOTIFICATION_LEVELS, type SentNotification } from '@marketdesk/contracts';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

const levelLabel = (level: number) =>
  NOTIFICATION_LEVELS.find((l) => l.value === level)?.label ?? String(level);
const locationLabel = (location: number) => (location === 0 ? 'Floating panel' : 'Bell menu');

function audienceLabel(n: SentNotification): string {
  if (n.audience === 'all') return 'Everyone';
  if (n.audience === 'client') return n.client_name ?? `Client ${n.client_id}`;
  return n.recipient_count === 1 ? '1 user' : `${n.recipient_count} users`;
}

/** The most recently sent notifications, newest first. */
export function SentNotificationsTable({ rows }: { rows: SentNotification[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Recently sent notifications">
        <TableHead>
          <TableRow>
            <TableCell>Sent</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Level</TableCell>
            <TableCell>Location</TableCell>
            <TableCell>Audience</TableCell>
            <TableCell>Sender</TableCell>
            <TableCell>Redirect URL</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((n) => (
            <TableRow key={n.pk_msg_id}>
              <TableCell>{new Date(n.dt_create).toLocaleString()}</TableCell>
              <TableCell>{n.title}</TableCell>
              <TableCell>{levelLabel(n.level)}</TableCell>
              <TableCell>{locationLabel(n.location)}</TableCell>
              <TableCell>{audienceLabel(n)}</TableCell>
              <TableCell>{n.sender}</TableCell>
              <TableCell>{n.redirect_url ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
