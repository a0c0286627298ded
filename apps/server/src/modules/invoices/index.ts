import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import { filesFor } from '../../platform/files';
import type { ApiModule, ServerModule } from '../../platform/module';
import { registerUploadParsing } from '../../platform/uploads';
import { writeDemoInvoice } from './demo-invoice';
import { INVOICE_APPROVAL } from './invoice-approval';
import { registerInvoiceRoutes } from './invoices.routes';
import { INVOICE_DATA_TYPE, invoicesService } from './invoices.service';

/** Pure landed-cost rule (tests, the formula in docs/guide/invoices.md). */
export { landedCosts } from './invoice-lines';

/**
 * Invoice Header Upload (spec 03): invoices wait in a T16 ticket; accepting the row writes the SKU costs
 * (the 'invoice' approval target).
 */
export const invoicesModule: ApiModule = async (app, deps) => {
  await registerUploadParsing(app, TICKET_LIMITS.uploadMaxBytes);
  registerInvoiceRoutes(app, invoicesService({ db: deps.db, files: filesFor(deps) }));
};
export { DEMO_INVOICE_NO, writeDemoInvoice } from './demo-invoice';

export const invoices: ServerModule = {
  name: 'invoices',
  routes: invoicesModule,
  approvalTargets: { [INVOICE_DATA_TYPE]: INVOICE_APPROVAL },
  // An invoice waiting in a T16 ticket for approval, uploaded as the seller.
  demo: { write: writeDemoInvoice, optional: true },
};
