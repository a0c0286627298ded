import { invoiceOps } from '@marketdesk/contracts/operations/invoices';
import { invoiceTemplateFileName } from '@marketdesk/contracts/tickets';
import { download } from '../../../shared/api/call';
import { saveBlob } from '../../../shared/files/save-blob';

/** GET /invoices/template?warehouse_name=: the invoice lines template of one warehouse. */
export async function downloadInvoiceTemplate(warehouse: string): Promise<void> {
  const { blob, filename } = await download(invoiceOps.template, { query: { warehouse_name: warehouse } });
  saveBlob(blob, filename ?? invoiceTemplateFileName(warehouse));
}
