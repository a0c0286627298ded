import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import type { ApiModule } from '../../../platform/module';
import { registerUploadParsing } from '../../../platform/uploads';
import { registerTicketFileRoutes } from './ticket-files.routes';

/**
 * Ticket files (spec 03): the template and file preview routes, in their own plugin scope (multipart only
 * here, at the ticket file limit).
 */
export const ticketFilesModule: ApiModule = async (app) => {
  await registerUploadParsing(app, TICKET_LIMITS.uploadMaxBytes);
  registerTicketFileRoutes(app);
};
