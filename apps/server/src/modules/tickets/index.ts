import { fileStorageFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { TICKET_ACTION_HANDLERS } from './actions/handlers';
import { ticketFilesModule } from './files';
import { ticketActions } from './tickets.actions';
import { ticketCreation } from './tickets.create';
import { registerTicketRoutes } from './tickets.routes';
import { ticketsService } from './tickets.service';
import { ticketUpdates } from './tickets.update';

/** The handler of a type (other modules' tests run an approval as the action route does). */
export { ticketActionHandler } from '../../platform/row-actions';
/** The ticket file routes (template, file rows). */
export { ticketFilesModule } from './files';
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

/** The tickets module: its calls, the ticket file calls (their own multipart scope) and the row actions. */
export const tickets: ServerModule = {
  name: 'tickets',
  routes: ticketsModule,
  actionHandlers: TICKET_ACTION_HANDLERS,
};
export const ticketFiles: ServerModule = { name: 'ticket-files', routes: ticketFilesModule };
