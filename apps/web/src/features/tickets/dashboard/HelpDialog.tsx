import { TICKET_TAB_LABEL, ticketTypeDef } from '@marketdesk/contracts/tickets';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { TicketPermissions } from '../common/ticket-permissions';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** The help dialog: what the tabs hold and the user's ticket permissions (spec 03 sections 2 and 6). */
export function HelpDialog({ rights, onClose }: { rights: TicketPermissions; onClose(): void }) {
  const titleId = useId();
  const flags: [string, boolean, string][] = [
    ['Ticket assigner', rights.assigner, `Sees ${TICKET_TAB_LABEL.all}; assigns or re-assigns anyone.`],
    [
      'Ticket reviewer',
      rights.reviewer,
      `Sees ${TICKET_TAB_LABEL.review}; marks resolved tickets reviewed or reopens them.`,
    ],
    ['Edit ticket ETA', rights.eta, "Changes a ticket type's ETA in days."],
    ['Raise tickets', rights.create, 'Raises new tickets.'],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Your ticket permissions</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            Everyone sees {TICKET_TAB_LABEL.unassigned}, {TICKET_TAB_LABEL.mine} and {TICKET_TAB_LABEL.raised}
            . Each tab shows its count; the address keeps the view, so it can be bookmarked and shared.
          </Typography>
          <Table size="small" aria-label="Ticket permissions">
            <TableBody>
              {flags.map(([label, held, meaning]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {label}
                  </TableCell>
                  <TableCell>{yesNo(held)}</TableCell>
                  <TableCell>{meaning}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div>
            <Typography variant="subtitle2" gutterBottom>
              Ticket types you may access
            </Typography>
            {rights.types.length === 0 ? (
              <Typography variant="body2">None</Typography>
            ) : (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                aria-label="Ticket types"
              >
                {rights.types.map((t) => (
                  <Chip key={t} size="small" label={`${t} · ${ticketTypeDef(t)?.name ?? t}`} />
                ))}
              </Stack>
            )}
          </div>
          <div>
            <Typography variant="subtitle2" gutterBottom>
              Other ticket permissions
            </Typography>
            {rights.other.length === 0 ? (
              <Typography variant="body2">None</Typography>
            ) : (
              <Stack component="ul" sx={{ m: 0, pl: 3 }} aria-label="Other ticket permissions">
                {rights.other.map((code) => (
                  <li key={code}>
                    <code>{code}</code>
                  </li>
                ))}
              </Stack>
            )}
          </div>
          <Typography variant="body2" color="text.secondary">
            Missing an access? Contact your administrator.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
