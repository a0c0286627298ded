import { sql } from 'drizzle-orm';
import { type Executor, insertRows } from '../../db/facts';
import { json } from '../../db/facts/executor';
import { inventoryFiles, inventoryRows } from '../../db/schema';
import { classifyRows, countStates, lastPerKey, type UploadCounts, upsertRows } from '../../platform/uploads';

/**
 * The only writers of the stock tables (upload, SP-API import, demo), so "current" means one thing: a figure
 * is replaced when a newer statement of the same key differs; an identical one leaves the row (and its as_of)
 * untouched, which is what makes the same file twice change nothing.
 */

export type StockSource = 'upload' | 'sp-api' | 'demo';

export interface StockLine {
  fk_warehouse_id: number;
  sku_code: string;
  quantity: number;
}

export interface FbaLine {
  sku_code: string;
  asin: string | null;
  fnsku: string | null;
  available: number;
  inbound: number;
  reserved: number;
  unfulfillable: number;
  /** Stock age and health (fba_stock): absent or null when the report states none. */
  aged_91_180?: number | null;
  aged_181_plus?: number | null;
  /** Money in the marketplace's currency, as a decimal string. */
  aged_fee?: string | null;
  stranded?: number | null;
}

export interface Provenance {
  clientId: number;
  source: StockSource;
  fileId: number | null;
  asOf: Date;
}

export async function writeStock(ex: Executor, p: Provenance, lines: StockLine[]): Promise<UploadCounts> {
  const rows = lastPerKey(lines, (l) => `${l.fk_warehouse_id}\u0000${l.sku_code}`).map((l) => ({
    ...l,
    client_id: p.clientId,
    as_of: p.asOf.toISOString(),
    source: p.source,
    file_id: p.fileId,
  }));
  const key = { table: 'stock', clientId: p.clientId, key: ['fk_warehouse_id', 'sku_code'] };
  const states = await classifyRows(ex, { ...key, compare: ['quantity'] }, rows);
  await upsertRows(
    ex,
    {
      table: 'stock',
      clientId: p.clientId,
      columns: ['fk_warehouse_id', 'sku_code', 'quantity', 'as_of', 'source', 'file_id'],
      conflict: ['fk_warehouse_id', 'sku_code'],
    },
    rows.filter((_, i) => states[i] !== 'same'),
  );
  return countStates(states);
}

/** A report is a snapshot of the seller's whole FBA stock on the marketplace: SKUs it no longer lists go. */
export async function writeFbaStock(
  ex: Executor,
  p: Provenance & { mpId: number; sellerId: string },
  lines: FbaLine[],
): Promise<UploadCounts> {
  const rows = lastPerKey(lines, (l) => l.sku_code).map((l) => ({
    ...l,
    client_id: p.clientId,
    mp_id: p.mpId,
    seller_id: p.sellerId,
    as_of: p.asOf.toISOString(),
    source: p.source,
    file_id: p.fileId,
  }));
  const compare = [
    'asin',
    'fnsku',
    'available',
    'inbound',
    'reserved',
    'unfulfillable',
    'aged_91_180',
    'aged_181_plus',
    'aged_fee',
    'stranded',
  ];
  const key = { table: 'fba_stock', clientId: p.clientId, key: ['mp_id', 'seller_id', 'sku_code'] };
  const states = await classifyRows(ex, { ...key, compare }, rows);
  await upsertRows(
    ex,
    {
      table: 'fba_stock',
      clientId: p.clientId,
      columns: ['mp_id', 'seller_id', 'sku_code', ...compare, 'as_of', 'source', 'file_id'],
      conflict: ['mp_id', 'seller_id', 'sku_code'],
    },
    rows.filter((_, i) => states[i] !== 'same'),
  );
  await ex.execute(
    sql`delete from fba_stock where client_id = ${p.clientId}::int and mp_id = ${p.mpId}::int
      and seller_id = ${p.sellerId} and sku_code not in (select jsonb_array_elements_text(${json(rows.map((r) => r.sku_code))}))`,
  );
  return countStates(states);
}

export interface InventoryFileInput {
  clientId: number;
  fileId: number;
  mpId: number;
  sellerId: string | null;
  userId: number | null;
  source: 'upload' | 'demo';
  createdAt?: Date;
  lines: {
    row: number;
    ops_sku_code: string;
    mp_sku_code: string | null;
    retailer_sku_code: string | null;
    quantity: number;
    warehouse: string | null;
  }[];
}

/** Records a kept inventory file and its lines (the search and the content view read them). */
export async function recordInventoryFile(ex: Executor, f: InventoryFileInput): Promise<number> {
  const [row] = await ex
    .insert(inventoryFiles)
    .values({
      client_id: f.clientId,
      file_id: f.fileId,
      mp_id: f.mpId,
      seller_id: f.sellerId,
      uploaded_by: f.userId,
      row_count: f.lines.length,
      source: f.source,
      ...(f.createdAt ? { created_at: f.createdAt } : {}),
    })
    .returning({ id: inventoryFiles.id });
  await insertRows(
    ex,
    inventoryRows,
    f.lines.map((l) => ({ ...l, client_id: f.clientId, inventory_file_id: row!.id })),
  );
  return row!.id;
}
