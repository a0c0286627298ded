import {
  TICKET_TEXT,
  type Ticket,
  type TicketTypeEntry,
  ticketFieldsOf,
  ticketTypeDef,
} from '@marketdesk/contracts/tickets';
import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../../shared/session/store';
import { QueryState } from '../../../shared/ui/QueryState';
import { useTicketDetail } from '../api/get-detail';
import { useTicketTypes } from '../api/get-types';
import { TicketBreadcrumbs } from '../common/TicketBreadcrumbs';
import { emptyValues, valuesOf } from './form-model';
import { SuccessScreen } from './SuccessScreen';
import { TicketForm } from './TicketForm';

const NO_FORM_TYPES = 'You may not raise tickets of any type. Contact administrator for access.';

/** The form types among the user's visible ones; in edit mode the ticket's own type too (it is locked). */
function formTypes(types: readonly TicketTypeEntry[], ticket: Ticket | null): TicketTypeEntry[] {
  const list = types.filter((t) => t.form);
  if (ticket && !list.some((t) => t.ticket_type_id === ticket.fk_ticket_type_id)) {
    const info = ticket.ticket_type_info;
    const def = ticketTypeDef(info.ticket_type_id);
    list.push({
      ...info,
      brand: def?.brand ?? false,
      required_fields: def?.required_fields ?? [],
      fields: def ? ticketFieldsOf(def) : [],
      form: true,
    });
  }
  return list;
}

/**
 * /tickets/new and /tickets/edit/{ticketId} (spec 03 section 2): breadcrumb, title, the two-step form, then
 * the confirmation screen. Edit mode loads the ticket (GET /tickets/details) and fills the form with it.
 */
export function TicketFormPage() {
  const { ticketId } = useParams();
  const editId = ticketId === undefined ? null : Number(ticketId);
  const { user } = useSession();
  const types = useTicketTypes();
  // The ticket to edit: the detail page's one query (same key and shape).
  const ticket = useTicketDetail(editId !== null && Number.isInteger(editId) && editId > 0 ? editId : null);
  const [done, setDone] = useState<number[] | null>(null);
  const editing = editId !== null;
  const creator = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  const form = (list: readonly TicketTypeEntry[], t: Ticket | null) => {
    const offered = formTypes(list, t);
    if (offered.length === 0) return <Alert severity="info">{NO_FORM_TYPES}</Alert>;
    return (
      <TicketForm
        types={offered}
        initial={t ? valuesOf(t) : emptyValues(creator)}
        edit={editing ? { id: editId, ticket: t } : null}
        onDone={setDone}
      />
    );
  };

  return (
    <Stack spacing={2}>
      <TicketBreadcrumbs
        crumbs={
          editing
            ? [{ label: `#${ticketId}`, to: `/tickets/${ticketId}` }, { label: 'Edit' }]
            : [{ label: 'Create' }]
        }
      />
      <Typography variant="h1" component="h1">
        {editing ? TICKET_TEXT.editTitle(editId) : TICKET_TEXT.createTitle}
      </Typography>
      {done ? (
        <SuccessScreen ids={done} updated={editing} />
      ) : (
        <QueryState
          query={types}
          loadingLabel="Loading ticket types"
          forbidden={TICKET_TEXT.accessDenied}
          loadFailed={TICKET_TEXT.typesFailed}
        >
          {(list) =>
            editing ? (
              <QueryState
                query={ticket}
                loadingLabel="Loading ticket"
                forbidden={TICKET_TEXT.accessDenied}
                loadFailed={TICKET_TEXT.fetchFailed}
              >
                {(t) => form(list, t)}
              </QueryState>
            ) : (
              form(list, null)
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}
