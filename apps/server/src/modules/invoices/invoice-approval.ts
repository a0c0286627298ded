import { INVOICE_TEXT } from '@marketdesk/contracts/tickets';
import type { Db } from '../../db/client';
import type { ApprovalInput, ApprovalOutcome, ApprovalTarget } from '../../platform/approvals';
import { userSkuBrandLimit } from '../../platform/sku-scope';
import { classifyRows, countStates, runUpload, upsertRows } from '../../platform/uploads';
import { invoiceLinesTarget, landedCosts } from './invoice-lines';
import { invoicesRepository as repo } from './invoices.repository';

const COST_COLUMNS = [
  'fk_sku_id',
  'fk_warehouse_id',
  'purchase_cost',
  'shipping_cost',
  'additional_cost',
  'status',
  'currency_code',
] as const;
const KEY = ['fk_sku_id', 'fk_warehouse_id'] as const;

async function bytesOf(input: ApprovalInput): Promise<{ buffer: Buffer; name: string; type: string }> {
  const { file, stream } = await input.files.openFile(input.clientId, input.fileId);
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return { buffer: Buffer.concat(chunks), name: file.name, type: file.content_type };
}

/** The first listed problems of a refused file, for the row's failed message. */
function refusal(detail: string, errors: { row: number; message: string }[]): string {
  const shown = errors.slice(0, 3).map((e) => `row ${e.row}: ${e.message}`);
  return [detail, ...shown].join('; ');
}

/**
 * Accept of an invoice's T16 row: the stored lines file goes through the upload pipeline again (the same
 * layout and rules as at upload; the SKUs may have changed since) inside the action's savepoint, and its lines
 * become the SKU costs of the invoice's warehouse in the invoice currency (upsert on client, SKU and
 * warehouse): purchase_cost the unit cost, shipping_cost and additional_cost the invoice's shipping and other
 * costs per unit (landedCosts), status 'invoice {no}'. The invoice is then accepted; accepting it again
 * changes nothing. Reject marks a pending invoice rejected (an accepted one is refused: its costs are written).
 */
async function accept(input: ApprovalInput): Promise<ApprovalOutcome> {
  const invoice = await repo.byFile(input.tx, input.clientId, input.fileId);
  if (!invoice) return { ok: false, message: INVOICE_TEXT.notFound };
  if (invoice.status === 'accepted') return { ok: true, message: INVOICE_TEXT.alreadyAccepted };
  const file = await bytesOf(input);
  let written = 0;
  const target = invoiceLinesTarget({
    key: `invoice-costs:${invoice.fk_warehouse_id}`,
    // The approver writes the costs: their brands apply (platform/sku-scope), as in the SKU Cost grid.
    skuIds: await repo.skuIds(
      input.tx,
      input.clientId,
      await userSkuBrandLimit(input.tx, input.userId, input.clientId),
    ),
    async write(tx, lines) {
      const costs = landedCosts(lines, Number(invoice.shipping_cost), Number(invoice.other_costs));
      const rows = costs.map((c) => ({
        fk_sku_id: c.fk_sku_id,
        fk_warehouse_id: invoice.fk_warehouse_id,
        purchase_cost: c.purchase_cost,
        shipping_cost: c.shipping_cost,
        additional_cost: c.additional_cost,
        status: `invoice ${invoice.invoice_no}`,
        currency_code: invoice.currency_code,
      }));
      const table = { table: 'sku_costs', clientId: input.clientId };
      const states = await classifyRows(tx, { ...table, key: KEY, compare: COST_COLUMNS }, rows);
      await upsertRows(
        tx,
        { ...table, columns: COST_COLUMNS, conflict: KEY },
        rows.filter((_, i) => states[i] !== 'same'),
      );
      written = rows.length;
      return countStates(states);
    },
  });
  const outcome = await runUpload({
    db: input.tx,
    files: input.files,
    target,
    file: { fileName: file.name, contentType: file.type, buffer: file.buffer },
    ctx: { clientId: input.clientId, userId: input.userId, dataType: 'sku_cost', mpId: null },
  });
  if (!outcome.ok) return { ok: false, message: refusal(outcome.detail, outcome.errors) };
  await repo.setStatus(input.tx, input.clientId, invoice.id, 'accepted');
  return {
    ok: true,
    message: INVOICE_TEXT.accepted(written),
    result: {
      invoice_id: invoice.id,
      upload_id: outcome.uploadId,
      inserted: outcome.inserted,
      updated: outcome.updated,
      unchanged: outcome.unchanged,
    },
  };
}

async function reject(input: ApprovalInput): Promise<ApprovalOutcome> {
  const invoice = await repo.byFile(input.tx, input.clientId, input.fileId);
  if (!invoice) return { ok: false, message: INVOICE_TEXT.notFound };
  if (invoice.status === 'accepted') return { ok: false, message: INVOICE_TEXT.rejectAccepted };
  await repo.setStatus(input.tx as Db, input.clientId, invoice.id, 'rejected');
  return { ok: true, message: INVOICE_TEXT.rejected };
}

/** The 'invoice' approval target of T16, named in the module's description. */
export const INVOICE_APPROVAL: ApprovalTarget = { accept, reject };
