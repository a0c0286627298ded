/**
 * Tickets (spec 03 sections 2–9). The public API for other modules: `raiseTickets` (analyses, uploads and
 * invoices raise tickets in their own transaction) and `ticketDetail` (the spec's ticket shape).
 */
export { type RaiseTicketsInput, raiseTickets } from './raise';
export { type DetailLinks, ticketDetail } from './ticket-shape';

/** The row-action handlers that change data (T11, T12, T16), registered on import. */
import './actions/handlers';

/** Ticket files: the template and file-rows routes, and the T16 approval targets (invoices register 'invoice'). */
export {
  type ApprovalInput,
  type ApprovalOutcome,
  type ApprovalTarget,
  registerApprovalTarget,
  ticketFilesModule,
  xlsxBuffer,
} from './files';
