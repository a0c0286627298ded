import { SPREADSHEET_EXTENSIONS } from '@marketdesk/contracts/uploads';
import type { Cell } from '../../platform/spreadsheets';
import type { MappedRow, RowResult, UploadTarget } from '../../platform/uploads';
import type { InventoryRepository, WarehouseRow } from './inventory.repository';
import { recordInventoryFile, writeStock } from './stock.writer';

/** One line of an inventory upload, its warehouse resolved. */
export interface InventoryRecord {
  row: number;
  ops_sku_code: string;
  mp_sku_code: string | null;
  retailer_sku_code: string | null;
  quantity: number;
  warehouse: WarehouseRow;
  /** The Warehouse cell as written (null: the marketplace's default was used). */
  warehouseCell: string | null;
}

export interface InventoryTargetContext {
  clientId: number;
  userId: number;
  mp: { pk_mp_id: number; name: string };
  sellerId: string | null;
  warehouses: { all: WarehouseRow[]; default: WarehouseRow | null };
  repo: InventoryRepository;
  now: () => Date;
  /** Set by write: the inventory file recorded (null when the same file was already the latest). */
  recorded?: { id: number | null };
}

const text = (c: Cell | undefined): string | null => {
  if (!c || c.type === 'empty') return null;
  if (c.type === 'number') return String(c.value);
  if (c.type === 'string') return c.value.trim() || null;
  return null;
};

function quantityOf(c: Cell | undefined): number | string {
  const value =
    c?.type === 'number'
      ? c.value
      : c?.type === 'string' && /^\s*\d+\s*$/.test(c.value)
        ? Number(c.value)
        : NaN;
  if (c?.type === 'empty' || !c) return 'Quantity is required.';
  if (!Number.isInteger(value) || value < 0) return 'Quantity must be a whole number of 0 or more.';
  if (value > 2_147_483_647) return 'Quantity is too large.';
  return value;
}

/**
 * The inventory template as an upload target: every row validated (messages in column order), then the
 * stock of the named SKUs replaced and the file recorded in the pipeline's one transaction.
 */
export function inventoryTarget(ctx: InventoryTargetContext): UploadTarget<InventoryRecord> {
  const byName = new Map(ctx.warehouses.all.map((w) => [w.name.trim().toLowerCase(), w]));
  const parse = (r: MappedRow): RowResult<InventoryRecord> => {
    const messages: string[] = [];
    const ops = text(r.cells.ops_sku_code);
    if (!ops) messages.push('Ops_SKU_Code is required.');
    else if (ops.length > 200) messages.push('Ops_SKU_Code is longer than 200 characters.');
    const quantity = quantityOf(r.cells.quantity);
    if (typeof quantity === 'string') messages.push(quantity);
    const warehouseCell = text(r.cells.warehouse);
    const warehouse = warehouseCell ? byName.get(warehouseCell.toLowerCase()) : ctx.warehouses.default;
    if (warehouseCell && !warehouse)
      messages.push(`Warehouse '${warehouseCell}' is not one of the client's warehouses.`);
    if (!warehouseCell && !warehouse)
      messages.push(`Warehouse is required: no warehouse is ranked first for ${ctx.mp.name}.`);
    if (messages.length > 0 || !ops || typeof quantity === 'string' || !warehouse)
      return { ok: false, messages };
    return {
      ok: true,
      records: [
        {
          row: r.row,
          ops_sku_code: ops,
          mp_sku_code: text(r.cells.mp_sku_code),
          retailer_sku_code: text(r.cells.retailer_sku_code),
          quantity,
          warehouse,
          warehouseCell,
        },
      ],
    };
  };

  return {
    key: `inventory:${ctx.mp.pk_mp_id}:${ctx.sellerId ?? ''}`,
    extensions: SPREADSHEET_EXTENSIONS,
    layouts: [
      {
        name: 'template',
        columns: [
          { field: 'ops_sku_code', label: 'Ops_SKU_Code', required: true },
          { field: 'mp_sku_code', label: 'MP_SKU_Code', required: false },
          { field: 'retailer_sku_code', label: 'Retailer_SKU_Code', required: false },
          { field: 'quantity', label: 'Quantity', required: true },
          { field: 'warehouse', label: 'Warehouse', required: false },
        ],
        unknownColumns: 'refuse',
        prepare: () => parse,
      },
    ],
    async write(tx, records, { fileId }) {
      const counts = await writeStock(
        tx,
        { clientId: ctx.clientId, source: 'upload', fileId, asOf: ctx.now() },
        records.map((r) => ({
          fk_warehouse_id: r.warehouse.pk_warehouse_id,
          sku_code: r.ops_sku_code,
          quantity: r.quantity,
        })),
      );
      // The same bytes as the latest file of this marketplace and seller: nothing new to keep.
      const latest = await ctx.repo.latestSha(tx, ctx.clientId, ctx.mp.pk_mp_id, ctx.sellerId);
      const same = latest !== null && latest === (await ctx.repo.fileSha(tx, ctx.clientId, fileId));
      const id = same
        ? null
        : await recordInventoryFile(tx, {
            clientId: ctx.clientId,
            fileId,
            mpId: ctx.mp.pk_mp_id,
            sellerId: ctx.sellerId,
            userId: ctx.userId,
            source: 'upload',
            lines: records.map((r) => ({
              row: r.row,
              ops_sku_code: r.ops_sku_code,
              mp_sku_code: r.mp_sku_code,
              retailer_sku_code: r.retailer_sku_code,
              quantity: r.quantity,
              warehouse: r.warehouseCell ?? r.warehouse.name,
            })),
          });
      if (ctx.recorded) ctx.recorded.id = id;
      return counts;
    },
  };
}
