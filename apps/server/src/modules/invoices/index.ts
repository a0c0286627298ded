import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import { filesFor } from '../../platform/files';
import type { ApiModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import './invoice-approval';
import { registerInvoiceRoutes } from './invoices.routes';
import { invoicesService } from './invoices.service';

/** Pure landed-cost rule (tests, the README's formula). */
export { landedCosts } from './invoice-lines';

/**
 * Invoice Header Upload (spec 03): invoices wait in a T16 ticket; accepting the row writes the SKU costs
 * (the 'invoice' approval target registers on import).
 */
export const invoicesModule: ApiModule = async (app, deps) => {
  await registerUploadParsing(app, TICKET_LIMITS.uploadMaxBytes);
  registerInvoiceRoutes(app, invoicesService({ db: deps.db, files: filesFor(deps) }));
};
export { DEMO_INVOICE_NO, writeDemoInvoice } from './demo-invoice';
