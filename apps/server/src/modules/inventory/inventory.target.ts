import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { uploadExtensions } from '@marketdesk/contracts/uploads';
import type { Tx } from '../../db/facts';
import type { Cell } from '../../platform/spreadsheets';
import {
  lastPerKey,
  type MappedRow,
  type RowResult,
  type UploadColumn,
  type UploadLayout,
  type UploadTarget,
} from '../../platform/uploads';
import { fbaReportLayout } from './fba-report';
import type { InventoryRepository, WarehouseRow } from './inventory.repository';
import {
  type FbaLine,
  type InventoryFileInput,
  recordInventoryFile,
  writeFbaStock,
  writeStock,
} from './stock.writer';

/** The inventory template's columns (the upload's template layout, and the template file: templateOf). */
export const INVENTORY_COLUMNS: readonly UploadColumn[] = [
  {
    field: 'ops_sku_code',
    label: 'Ops_SKU_Code',
    required: true,
    template: { type: 'text', meaning: "Your own SKU code (the SKU master's code)" },
  },
  {
    field: 'mp_sku_code',
    label: 'MP_SKU_Code',
    required: false,
    template: { type: 'text', meaning: "The marketplace's seller SKU" },
  },
  {
    field: 'retailer_sku_code',
    label: 'Retailer_SKU_Code',
    required: false,
    template: { type: 'text', meaning: 'The retailer identifier (ASIN, EAN, …)' },
  },
  {
    field: 'quantity',
    label: 'Quantity',
    required: true,
    template: {
      type: 'integer',
      meaning: 'Units on hand now; replaces the current stock',
      typeName: 'whole number ≥ 0',
    },
  },
  {
    field: 'warehouse',
    label: 'Warehouse',
    required: false,
    template: {
      type: 'text',
      meaning: "One of your warehouses by name; empty: the marketplace's first-ranked warehouse",
    },
  },
];

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

/** A line of Amazon's FBA inventory report uploaded on an AZ marketplace (the seller's FBA stock). */
export interface FbaRecord {
  row: number;
  fba: FbaLine;
}

export type InventoryUploadRecord = InventoryRecord | FbaRecord;

const isFba = (r: InventoryUploadRecord): r is FbaRecord => 'fba' in r;

/** What the FBA inventory tracking lines say of a warehouse: Amazon's fulfilment centres. */
export const FBA_WAREHOUSE = 'Amazon FBA';

export interface InventoryTargetContext {
  clientId: number;
  userId: number;
  mp: { pk_mp_id: number; name: string; short_code: string };
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

/** The FBA report layout with each line's row number (the tracking lines name it). */
function fbaLayout(): UploadLayout<FbaRecord> {
  const layout = fbaReportLayout();
  return {
    ...layout,
    prepare(sample) {
      const parse = layout.prepare(sample);
      return (row) => {
        const result = parse(row);
        return result.ok
          ? { ok: true, records: result.records.map((fba) => ({ row: row.row, fba })) }
          : result;
      };
    },
  };
}

/**
 * The inventory template as an upload target: every row validated (messages in column order), then the
 * stock of the named SKUs replaced and the file recorded in the pipeline's one transaction. On AZ marketplaces
 * it also takes Amazon's FBA inventory report as downloaded (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA, told by
 * its columns): the report states the seller's whole FBA stock there, so it replaces the seller's fba_stock
 * (SKUs it no longer lists go), as the SP-API import of the same report does.
 */
export function inventoryTarget(ctx: InventoryTargetContext): UploadTarget<InventoryUploadRecord> {
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

  const prefix = prefixOf(ctx.mp.short_code);
  /** Records the kept file and its lines, unless it is the same bytes as the latest file there. */
  const record = async (tx: Tx, fileId: number, lines: InventoryFileInput['lines']) => {
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
          lines,
        });
    if (ctx.recorded) ctx.recorded.id = id;
  };
  const writeFba = async (tx: Tx, records: FbaRecord[], fileId: number) => {
    if (!ctx.sellerId) throw new Error('An FBA inventory report needs the seller id');
    const lines = lastPerKey(records, (r) => r.fba.sku_code);
    const counts = await writeFbaStock(
      tx,
      {
        clientId: ctx.clientId,
        mpId: ctx.mp.pk_mp_id,
        sellerId: ctx.sellerId,
        source: 'upload',
        fileId,
        asOf: ctx.now(),
      },
      lines.map((r) => r.fba),
    );
    await record(
      tx,
      fileId,
      lines.map(({ row, fba }) => ({
        row,
        ops_sku_code: fba.sku_code,
        mp_sku_code: fba.fnsku,
        retailer_sku_code: fba.asin,
        quantity: fba.available,
        warehouse: FBA_WAREHOUSE,
      })),
    );
    return counts;
  };

  return {
    key: `inventory:${ctx.mp.pk_mp_id}:${ctx.sellerId ?? ''}`,
    extensions: uploadExtensions('inventory', prefix),
    layouts: [
      {
        name: 'template',
        columns: INVENTORY_COLUMNS,
        unknownColumns: 'refuse',
        prepare: () => parse,
      } satisfies UploadLayout<InventoryRecord>,
      ...(prefix === 'AZ' ? [fbaLayout()] : []),
    ],
    async write(tx, all, { fileId }) {
      // A file is one layout's: FBA report lines or template lines.
      const fba = all.filter(isFba);
      if (fba.length > 0) return writeFba(tx, fba, fileId);
      const records = all.filter((r): r is InventoryRecord => !isFba(r));
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
      await record(
        tx,
        fileId,
        records.map((r) => ({
          row: r.row,
          ops_sku_code: r.ops_sku_code,
          mp_sku_code: r.mp_sku_code,
          retailer_sku_code: r.retailer_sku_code,
          quantity: r.quantity,
          warehouse: r.warehouseCell ?? r.warehouse.name,
        })),
      );
      return counts;
    },
  };
}
