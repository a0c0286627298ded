import { ticketOps } from '@marketdesk/contracts/operations/tickets';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';

/** POST /tickets/notify. */
export const useNotifyUsers = () =>
  useMutation({
    mutationFn: (body: { user_ids: number[]; comment: string; ticket_id: number }) =>
      call(ticketOps.notify, { body }),
  });
