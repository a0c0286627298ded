import { isoDate } from '@marketdesk/contracts/primitives';
import {
  INVOICE_TEXT,
  type InvoiceHeader,
  invoiceHeader,
  invoiceTemplateFileName,
  TICKET_LIMITS,
  TICKET_TEXT,
} from '@marketdesk/contracts/tickets';
import type { UploadFailingRows, UploadRowError } from '@marketdesk/contracts/uploads';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../platform/errors';
import { cleanFileName, type FilesService } from '../../platform/files';
import { resolveScope } from '../../platform/report-scope';
import { skuBrandLimit } from '../../platform/sku-scope';
import type { RequestContext } from '../../platform/tenancy';
import { runUpload, templateOf, type UploadForm, type UploadLimits } from '../../platform/uploads';
import { raiseTickets } from '../tickets';
import { INVOICE_LINE_COLUMNS, invoiceLinesTarget } from './invoice-lines';
import { invoicesRepository as repo } from './invoices.repository';

export const INVOICE_FIELDS = Object.keys(invoiceHeader.shape) as (keyof InvoiceHeader)[];
const VENDOR_LIMIT = 20;
/** The T16 item's data type, and the approval target's name. */
export const INVOICE_DATA_TYPE = 'invoice';

export type InvoiceUploadOutcome =
  | { ok: true; ticket_id: number; detail: string }
  | { ok: false; detail: string; errors: UploadRowError[]; failing_rows?: UploadFailingRows };

/** A refusal found while writing (the lines' units against the header): rolls the upload back. */
class LinesRefused extends Error {}

/** The ten fields as the T16 item shows them (metadata: key: value lines). */
const metadataOf = (h: InvoiceHeader, invoiceId: number) => ({
  invoice_id: invoiceId,
  warehouse_name: h.warehouse_name,
  currency_code: h.currency_code,
  vendor_name: h.vendor_name,
  invoice_no: h.invoice_no,
  invoice_date: h.invoice_date,
  invoice_value: h.invoice_value,
  invoice_units: h.invoice_units,
  shipping_cost: h.shipping_cost,
  other_costs: h.other_costs,
  cbm: h.cbm,
});

/**
 * Invoice Header Upload (spec 03 sections 2, 5, 7). The upload validates every line through the shared upload
 * pipeline (SKU of the client, units a whole number above 0, unit cost a number of 0 or more, and the lines'
 * units adding up to Invoice Units) and then, in the pipeline's one transaction, keeps the file, inserts the
 * invoice and raises ONE T16 ticket whose item waits for approval; a refused file leaves nothing behind.
 * Nothing reaches the SKU costs until the T16 row is accepted (invoice-approval.ts).
 */
export function invoicesService(deps: { db: Db; files: FilesService; limits?: Partial<UploadLimits> }) {
  const { db } = deps;

  /**
   * The warehouse named in the form: one assigned to the user (the screen offers only those, spec 01: users see
   * the warehouses assigned to them); client admins and super admins any of the client's (platform/report-scope).
   * Any other name is not found, so the answer does not tell which warehouses exist.
   */
  async function warehouseOf(ctx: RequestContext, name: string, ex: Db = db) {
    const { warehouseIds } = await resolveScope(ex, ctx, { warehouses: true });
    const wh = await repo.warehouse(ex, ctx.clientId, name, warehouseIds);
    if (!wh) throw notFound(INVOICE_TEXT.warehouseNotFound);
    return wh;
  }

  return {
    async vendors(ctx: RequestContext, search: string) {
      return { suggestions: await repo.vendors(db, ctx.clientId, search.trim(), VENDOR_LIMIT) };
    },

    async template(ctx: RequestContext, warehouseName: string) {
      const wh = await warehouseOf(ctx, warehouseName);
      const content = await templateOf({ columns: INVOICE_LINE_COLUMNS }, { sheet: 'Invoice Lines' });
      return { fileName: invoiceTemplateFileName(wh.name), content };
    },

    async upload(ctx: RequestContext, form: UploadForm): Promise<InvoiceUploadOutcome> {
      if (INVOICE_FIELDS.some((f) => !form.fields[f]?.trim()) || !form.file)
        throw new HttpError(422, TICKET_TEXT.invoiceIncomplete);
      const parsed = invoiceHeader.safeParse(form.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new HttpError(422, `${String(issue.path[0])}: ${issue.message}`);
      }
      const h = parsed.data;
      const date = isoDate().safeParse(h.invoice_date);
      if (!date.success) throw new HttpError(422, `invoice_date: ${date.error.issues[0]!.message}`);
      const wh = await warehouseOf(ctx, h.warehouse_name);
      const file = form.file;
      const raised = { ticketId: 0 };
      const target = invoiceLinesTarget({
        key: `invoice:${wh.id}`,
        // The uploader's SKUs (their brands; platform/sku-scope); the approver's apply again at Accept.
        skuIds: await repo.skuIds(db, ctx.clientId, await skuBrandLimit(db, ctx)),
        async write(tx, lines, { fileId }) {
          const units = lines.reduce((s, l) => s + l.units, 0);
          if (units !== h.invoice_units)
            throw new LinesRefused(INVOICE_TEXT.unitsMismatch(units, h.invoice_units));
          const invoice = await repo.insert(tx, {
            client_id: ctx.clientId,
            fk_warehouse_id: wh.id,
            currency_code: h.currency_code,
            vendor_name: h.vendor_name,
            invoice_no: h.invoice_no,
            invoice_date: h.invoice_date,
            invoice_value: String(h.invoice_value),
            invoice_units: h.invoice_units,
            shipping_cost: String(h.shipping_cost),
            other_costs: String(h.other_costs),
            cbm: String(h.cbm),
            file_id: fileId,
            created_by: ctx.user.id,
          });
          const [ticketId] = await raiseTickets(tx, {
            clientId: ctx.clientId,
            typeId: 'T16',
            // The system's ticket (issue 16): the uploader neither edits, deletes nor approves it; who uploaded
            // is the stored file's creator, which the four-eyes rule of the approval reads.
            creatorId: null,
            creatorName: '',
            mpId: null,
            brandId: null,
            ownerId: null,
            ownerName: null,
            description: `Invoice ${h.invoice_no} of ${h.vendor_name} for ${wh.name}: ${h.invoice_units} units, ${h.currency_code} ${h.invoice_value}. Accept to write the landed SKU costs.`,
            items: [
              {
                client_id: ctx.clientId,
                data_type: INVOICE_DATA_TYPE,
                file_name: cleanFileName(file.fileName),
                file_id: fileId,
                reflected_on_db: null,
                metadata: metadataOf(h, invoice.id),
                mp_id: null,
                brand_id: null,
              },
            ],
          });
          await repo.setTicket(tx, ctx.clientId, invoice.id, ticketId!);
          raised.ticketId = ticketId!;
          return { inserted: lines.length, updated: 0, unchanged: 0 };
        },
      });
      try {
        const outcome = await runUpload({
          db,
          files: deps.files,
          target,
          file,
          ctx: { clientId: ctx.clientId, userId: ctx.user.id, dataType: INVOICE_DATA_TYPE, mpId: null },
          limits: { maxFileBytes: TICKET_LIMITS.uploadMaxBytes, ...deps.limits },
        });
        if (!outcome.ok) return outcome;
      } catch (error) {
        if (!(error instanceof LinesRefused)) throw error;
        return {
          ok: false,
          detail: error.message,
          errors: [{ row: 0, type: 'text', message: error.message }],
        };
      }
      return { ok: true, ticket_id: raised.ticketId, detail: TICKET_TEXT.invoiceRaised(raised.ticketId) };
    },
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;
