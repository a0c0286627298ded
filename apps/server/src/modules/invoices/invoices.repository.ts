import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { invoices, warehouses } from '../../db/schema';
import { type SkuBrandLimit, visibleSkuIds } from '../../platform/sku-scope';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'created_at' | 'status' | 'ticket_id'>;

/** ILIKE pattern that matches the text literally ('%' and '_' are not wildcards). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Queries of the Invoice Header Upload; `ex` is the request's transaction where one is open. */
export const invoicesRepository = {
  /**
   * A warehouse of the client by its name (trimmed, case-insensitive); the first made when names repeat.
   * With `among` (the user's warehouses, platform/report-scope), only one of those counts; null: any.
   */
  async warehouse(ex: Executor, clientId: number, name: string, among: readonly number[] | null) {
    const assigned =
      among === null
        ? undefined
        : sql`${warehouses.pk_warehouse_id} = any(${`{${among.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
    const [row] = await ex
      .select({ id: warehouses.pk_warehouse_id, name: warehouses.name })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.client_id, clientId),
          sql`lower(trim(${warehouses.name})) = lower(trim(${name}))`,
          assigned,
        ),
      )
      .orderBy(asc(warehouses.pk_warehouse_id))
      .limit(1);
    return row ?? null;
  },

  /** Distinct vendors of the client's earlier invoices containing the text, by name, at most `limit`. */
  async vendors(ex: Executor, clientId: number, search: string, limit: number) {
    const rows = await ex
      .selectDistinct({ vendor_name: invoices.vendor_name })
      .from(invoices)
      .where(and(eq(invoices.client_id, clientId), sql`${invoices.vendor_name} ilike ${contains(search)}`))
      .orderBy(asc(invoices.vendor_name))
      .limit(limit);
    return rows;
  },

  /** The ids by code of the client's SKUs within the brand limit (platform/sku-scope). */
  skuIds: (ex: Executor, clientId: number, limit: SkuBrandLimit): Promise<Map<string, number>> =>
    visibleSkuIds(ex, clientId, limit),

  async insert(ex: Executor, row: NewInvoice): Promise<InvoiceRow> {
    const [inserted] = await ex.insert(invoices).values(row).returning();
    return inserted!;
  },

  async setTicket(ex: Executor, clientId: number, id: number, ticketId: number) {
    await ex
      .update(invoices)
      .set({ ticket_id: ticketId })
      .where(and(eq(invoices.client_id, clientId), eq(invoices.id, id)));
  },

  /** The invoice whose lines are this stored file, locked for the approval. */
  async byFile(ex: Executor, clientId: number, fileId: number): Promise<InvoiceRow | null> {
    const [row] = await ex
      .select()
      .from(invoices)
      .where(and(eq(invoices.client_id, clientId), eq(invoices.file_id, fileId)))
      .for('update');
    return row ?? null;
  },

  async setStatus(ex: Executor, clientId: number, id: number, status: 'accepted' | 'rejected') {
    await ex
      .update(invoices)
      .set({ status })
      .where(and(eq(invoices.client_id, clientId), eq(invoices.id, id)));
  },
};
