import { resolvePermissions } from '@marketdesk/contracts/permissions';
import { INVOICE_LINE_COLUMNS } from '@marketdesk/contracts/tickets';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';
import { filesFor } from '../../platform/files';
import { type AuthUser, identityRepository } from '../../platform/identity.repository';
import { xlsxBuffer } from '../../platform/spreadsheets';
import { invoicesService } from './invoices.service';

export const DEMO_INVOICE_UPLOADER = 'seller@acme.demo.marketdesk.dev';
export const DEMO_INVOICE_NO = 'INV-DEMO-0001';

/**
 * One invoice of the demo waiting for approval: the Acme Home seller uploads it through the real upload (the file
 * stored, the lines validated, a T16 ticket raised), so a reviewer can accept it and see the landed SKU costs in
 * the Data Vault. Runs after the demo seed (db/demo cannot import a module's code); does nothing without that
 * seller or when the invoice exists.
 */
export async function writeDemoInvoice(deps: {
  db: Db;
  config: Pick<Config, 'DATA_DIR'>;
}): Promise<number | null> {
  const { db } = deps;
  const [who] = await rowsOf<AuthUser & { client_id: number }>(
    db,
    sql`select u.id, u.email, u.first_name, u.last_name, u.is_sa, u.is_active, c.pk_client_id as client_id
      from users u
      join memberships m on m.user_id = u.id join clients c on c.pk_client_id = m.client_id
      where u.email = ${DEMO_INVOICE_UPLOADER} and c.name = 'Acme Home'`,
  );
  if (!who) return null;
  const [done] = await rowsOf<{ id: number }>(
    db,
    sql`select id from invoices where client_id = ${who.client_id}::int and invoice_no = ${DEMO_INVOICE_NO}`,
  );
  if (done) return null;
  const [warehouse] = await rowsOf<{ name: string }>(
    db,
    sql`select w.name from warehouses w
      join user_warehouses uw on uw.warehouse_id = w.pk_warehouse_id and uw.client_id = w.client_id
      where w.client_id = ${who.client_id}::int and uw.user_id = ${who.id}::int
      order by w.pk_warehouse_id limit 1`,
  );
  const skus = await rowsOf<{ sku_code: string }>(
    db,
    sql`select sku_code from skus where client_id = ${who.client_id}::int order by sku_code limit 3`,
  );
  if (!warehouse || skus.length === 0) return null;

  const { client_id: clientId, ...user } = who;
  const grants = await identityRepository(db).grants(user.id, clientId);
  const ctx = { user, clientId, permissions: resolvePermissions({ ...grants, isSuperAdmin: false }) };

  // Units and unit costs of a small container order; shipping and other costs add 1.50 per unit when landed.
  const units = [40, 25, 15];
  const costs = [6.4, 11.9, 3.25];
  const lines = skus.map((s, i) => [s.sku_code, units[i]!, costs[i]!, 'Demo container order']);
  const totalUnits = lines.reduce((n, l) => n + (l[1] as number), 0);
  const buffer = await xlsxBuffer({
    sheets: [
      { name: 'Invoice Lines', columns: INVOICE_LINE_COLUMNS.map((h) => ({ header: h })), rows: lines },
    ],
  });
  const outcome = await invoicesService({ db, files: filesFor(deps) }).upload(ctx, {
    fields: {
      warehouse_name: warehouse.name,
      currency_code: 'USD',
      vendor_name: 'Shenzhen Homeware Co.',
      invoice_no: DEMO_INVOICE_NO,
      invoice_date: new Date().toISOString().slice(0, 10),
      invoice_value: String(lines.reduce((v, l) => v + (l[1] as number) * (l[2] as number), 0).toFixed(2)),
      invoice_units: String(totalUnits),
      shipping_cost: String(totalUnits * 1.2),
      other_costs: String(totalUnits * 0.3),
      cbm: '2.4',
    },
    file: {
      fileName: `${DEMO_INVOICE_NO}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    },
  });
  return outcome.ok ? outcome.ticket_id : null;
}
