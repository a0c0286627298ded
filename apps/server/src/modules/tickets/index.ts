import { fileStorageFor } from '../../platform/files';
import type { ApiModule } from '../../platform/module';
import './actions/record-only';
/** The row-action handlers that change data (T11, T12, T16): S2's part, registered on import. */
import './actions/handlers';
import { ticketActions } from './tickets.actions';
import { ticketCreation } from './tickets.create';
import { registerTicketRoutes } from './tickets.routes';
import { ticketsService } from './tickets.service';
import { ticketUpdates } from './tickets.update';

/** The handler of a type (other modules' tests run an approval as the action route does). */
export { ticketActionHandler } from './actions/registry';
/** The ticket file routes (template, file rows) and the T16 approval targets: engineer S2's part. */
export {
  type ApprovalInput,
  type ApprovalOutcome,
  type ApprovalTarget,
  approvalTarget,
  registerApprovalTarget,
  ticketFilesModule,
} from './files';
/**
 * Tickets (spec 03 sections 2–9). The public API for other modules: `raiseTickets` (analyses, uploads and
 * invoices raise tickets in their own transaction) and `ticketDetail` (the spec's ticket shape).
 */
export { type RaiseTicketsInput, raiseTickets } from './raise';
export { type DetailLinks, ticketDetail } from './ticket-shape';

/** The ticket calls of spec 03 section 7. */
export const ticketsModule: ApiModule = async (app, deps) => {
  const d = { db: deps.db, fileLinks: deps.fileLinks, storage: fileStorageFor(deps.config) };
  registerTicketRoutes(app, {
    reads: ticketsService(d),
    updates: ticketUpdates(d),
    creation: ticketCreation(d),
    actions: ticketActions(d),
  });
};
