import { TICKET_TEXT, type TicketDetail } from '@marketdesk/contracts/tickets';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '../../../../shared/feedback/notify';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { useDeleteTicket } from '../../api/delete-ticket';
import { TicketBreadcrumbs } from '../../common/TicketBreadcrumbs';
import { TicketStatusChip } from '../../common/TicketStatusChip';
import { TicketTypeIcon } from '../../common/TicketTypeIcon';

interface Props {
  ticket: TicketDetail;
  /** The dashboard address to go back to (its query kept, scrollTo this ticket). */
  listPath: string;
  /** Edit and Delete: the creator while unassigned. */
  canEditDelete: boolean;
}

/** Breadcrumb, type icon, title, status chip, Edit, Delete (with its confirmation) and Back to List. */
export function DetailHeader({ ticket, listPath, canEditDelete }: Props) {
  const id = ticket.pk_ticket_id;
  const notify = useNotify();
  const navigate = useNavigate();
  const remove = useDeleteTicket(id);
  const [confirm, setConfirm] = useState(false);
  return (
    <Stack spacing={1}>
      <TicketBreadcrumbs tickets={listPath} crumbs={[{ label: `#${id}` }]} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TicketTypeIcon type={ticket.fk_ticket_type_id} color="primary" />
        <Typography variant="h5" component="h1">
          {`Ticket #${id}: ${ticket.ticket_type_info.ticket_type_name}`}
        </Typography>
        <TicketStatusChip status={ticket.status} />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto !important' }}>
          {canEditDelete && (
            <>
              <Button
                component={RouterLink}
                to={`/tickets/edit/${id}`}
                startIcon={<EditIcon />}
                variant="outlined"
              >
                Edit
              </Button>
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteIcon />}
                onClick={() => setConfirm(true)}
              >
                Delete
              </Button>
            </>
          )}
          <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />}>
            Back to List
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirm}
        title={`Delete Ticket #${id}?`}
        text={TICKET_TEXT.deleteConfirm}
        busy={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify.success(TICKET_TEXT.deleted);
              setConfirm(false);
              navigate(listPath.replace(/([?&])scrollTo=\d+&?/, '$1').replace(/[?&]$/, ''));
            },
            onError: (error) => notify.failure(error, TICKET_TEXT.deleteFailed),
          })
        }
      />
    </Stack>
  );
}
