import type { UserSafelistEntry } from '@marketdesk/contracts';
import {
  TICKET_STATUS_LABEL,
  TICKET_TEXT,
  type TicketDetail,
  type TicketStatus,
  type TicketUpdateBody,
} from '@marketdesk/contracts/tickets';
import {
  Autocomplete,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from '../../../../shared/feedback/notify';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { useAssignTicket } from '../../api/assign-ticket';
import { useUpdateTicket } from '../../api/update-ticket';
import { mayOwnType } from '../../common/ticket-permissions';
import type { DetailRights } from '../detail-rights';
import { AssignDialog } from './AssignDialog';

interface Props {
  ticket: TicketDetail;
  rights: DetailRights;
  reviewer: boolean;
  me: { id: number; fullName: string };
  users: readonly UserSafelistEntry[];
}

const fullName = (u: Pick<UserSafelistEntry, 'first_name' | 'last_name'>) =>
  `${u.first_name} ${u.last_name}`.trim();
const OPEN_STATUSES: TicketStatus[] = ['PENDING', 'INPROGRESS', 'RESOLVED'];

/** Owner and status (spec 03 section 4): assign to me, re-assign, unassign, the status, Mark Reviewed, Reopen. */
export function AssigneeCard({ ticket, rights, reviewer, me, users }: Props) {
  const id = ticket.pk_ticket_id;
  const notify = useNotify();
  const assign = useAssignTicket(id);
  const update = useUpdateTicket(id);
  const [target, setTarget] = useState<{ id: number; name: string; self: boolean } | null>(null);
  const [picked, setPicked] = useState<UserSafelistEntry | null>(null);
  const [unassign, setUnassign] = useState(false);

  const patch = (body: TicketUpdateBody, done?: () => void) =>
    update.mutate(body, notify.outcome(TICKET_TEXT.updated, TICKET_TEXT.updateFailed, done));

  const confirmAssign = () => {
    if (!target) return;
    assign.mutate(
      { userId: target.id, userName: target.name },
      {
        onSuccess: (answer) => {
          if (answer.detail) notify.warning(answer.detail);
          else notify.success(TICKET_TEXT.assigned);
          setTarget(null);
          setPicked(null);
        },
        onError: (error) => notify.failure(error, TICKET_TEXT.assignFailed),
      },
    );
  };

  const changeStatus = (status: TicketStatus) => {
    if (status === 'RESOLVED')
      patch({ status, dt_completion: ticket.dt_completion ?? new Date().toISOString() });
    else if (status === 'REVIEWED') patch({ status });
    else patch(reviewer ? { status, dt_completion: null } : { status });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Assignee and Status
        </Typography>
        <Stack spacing={2}>
          <Typography data-testid="owner-name">
            <strong>Assigned to:</strong> {ticket.owner_name || 'Unassigned'}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {rights.assignToMe && (
              <Button
                variant="contained"
                onClick={() => setTarget({ id: me.id, name: me.fullName, self: true })}
              >
                Assign to me
              </Button>
            )}
            {rights.unassign && (
              <Button variant="outlined" color="warning" onClick={() => setUnassign(true)}>
                Unassign
              </Button>
            )}
          </Stack>
          {rights.reassign && (
            <Stack direction="row" spacing={1}>
              <Autocomplete
                sx={{ flex: 1 }}
                size="small"
                options={users.filter(
                  (u) => u.id !== ticket.fk_owner_id && mayOwnType(u, ticket.fk_ticket_type_id),
                )}
                value={picked}
                onChange={(_, u) => setPicked(u)}
                getOptionLabel={(u) => (u.email ? `${fullName(u)} (${u.email})` : fullName(u))}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => (
                  <TextField {...params} label={ticket.fk_owner_id === null ? 'Assign to' : 'Re-assign to'} />
                )}
              />
              <Button
                variant="outlined"
                disabled={!picked}
                onClick={() =>
                  picked && setTarget({ id: picked.id, name: fullName(picked), self: picked.id === me.id })
                }
              >
                {ticket.fk_owner_id === null ? 'Assign' : 'Re-assign'}
              </Button>
            </Stack>
          )}
          <TextField
            select
            size="small"
            label="Status"
            value={ticket.status}
            disabled={!rights.status || update.isPending}
            onChange={(e) => changeStatus(e.target.value as TicketStatus)}
          >
            {OPEN_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {TICKET_STATUS_LABEL[s]}
              </MenuItem>
            ))}
            {/* Section 4: a reviewer's view offers Reviewed (from Resolved, as the server allows); any other
                view shows it only, disabled, on a ticket already reviewed. */}
            {(reviewer || ticket.status === 'REVIEWED') && (
              <MenuItem
                value="REVIEWED"
                disabled={!reviewer || (ticket.status !== 'RESOLVED' && ticket.status !== 'REVIEWED')}
              >
                {TICKET_STATUS_LABEL.REVIEWED}
              </MenuItem>
            )}
          </TextField>
          <Stack direction="row" spacing={1}>
            {rights.markReviewed && (
              <Button variant="contained" color="success" onClick={() => patch({ status: 'REVIEWED' })}>
                Mark Reviewed
              </Button>
            )}
            {rights.reopen && (
              <Button variant="outlined" onClick={() => patch({ status: 'PENDING', dt_completion: null })}>
                Reopen Ticket
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {target && (
        <AssignDialog
          open
          fullName={target.name}
          self={target.self}
          busy={assign.isPending}
          onClose={() => setTarget(null)}
          onConfirm={confirmAssign}
        />
      )}
      <ConfirmDialog
        open={unassign}
        title="Unassign ticket?"
        text={`${ticket.owner_name ?? 'The owner'} will no longer own this ticket.`}
        confirmLabel="Unassign"
        destructive={false}
        busy={update.isPending}
        onCancel={() => setUnassign(false)}
        onConfirm={() =>
          patch({ fk_owner_id: null, owner_name: null, dt_assign: null }, () => setUnassign(false))
        }
      />
    </Card>
  );
}
