import {
  INVENTORY_SEARCH_MIN,
  INVENTORY_TEXT,
  type InventoryFileContent,
  type InventoryFilePage,
  type InventorySearchHit,
  type InventoryStock,
  inventoryPath,
} from '@marketdesk/contracts/inventory';
import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import type { Db } from '../../db/client';
import { notFound, queryInvalid } from '../../platform/errors';
import type { FileLinks, FilesService } from '../../platform/files';
import { resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import { runUpload, type UploadFile, type UploadLimits } from '../../platform/uploads';
import type { InventoryFileRow, InventoryRepository, MarketplaceRow } from './inventory.repository';
import { inventoryTarget } from './inventory.target';
import { buildInventoryTemplate } from './template';

const SEARCH_LIMIT = 200;
const PATH = /^inventory\/(\d{1,9})\/([^/\\]+)$/;

export interface Scoped {
  mp: MarketplaceRow;
  sellerId: string | null;
}

const toLine = (r: {
  row: number;
  ops_sku_code: string;
  mp_sku_code: string | null;
  retailer_sku_code: string | null;
  quantity: number;
}) => ({
  row: r.row,
  Ops_SKU_Code: r.ops_sku_code,
  MP_SKU_Code: r.mp_sku_code ?? '',
  Retailer_SKU_Code: r.retailer_sku_code ?? '',
  Quantity: r.quantity,
});

/**
 * Inventory Upload and Inventory & Reports (spec 02). Upload and template: the marketplace exists and takes
 * inventory uploads (404 otherwise, as for a marketplace that is not there), it is one of the user's (403;
 * client and super admins hold all), and an AZ upload names one of the client's seller ids there (404 for any
 * other: another client's seller id is indistinguishable from none). A filepath is only ever one this client's
 * list answered; anything else is a 404 that says nothing about what exists.
 */
export function inventoryService(deps: {
  db: Db;
  files: FilesService;
  links: FileLinks;
  repo: InventoryRepository;
  limits?: Partial<UploadLimits>;
  now?: () => Date;
}) {
  const { repo } = deps;

  /** A marketplace of a family with inventory upload that the user may read (platform/report-scope). */
  async function marketplaceFor(ctx: RequestContext, mpId: number): Promise<MarketplaceRow> {
    const scope = await resolveScope(deps.db, ctx, { mpId, family: (f) => f.views.inventoryUpload });
    return scope.marketplace;
  }

  async function fileOf(ctx: RequestContext, filepath: string, refusal: string): Promise<InventoryFileRow> {
    const m = PATH.exec(filepath);
    const file = m ? await repo.file(ctx.clientId, Number(m[1])) : null;
    if (!m || !file || file.name !== m[2]) throw notFound(refusal);
    return file;
  }

  return {
    async template(ctx: RequestContext, mpId: number) {
      const mp = await marketplaceFor(ctx, mpId);
      return { fileName: `${mp.name} Inventory Template.xlsx`, content: await buildInventoryTemplate() };
    },

    /** Access and the seller id, checked before the file is read. */
    async checkUpload(ctx: RequestContext, q: { mp_id: number; seller_id?: string }): Promise<Scoped> {
      const mp = await marketplaceFor(ctx, q.mp_id);
      const sellerId = q.seller_id || null;
      if (!sellerId && prefixOf(mp.short_code) === 'AZ')
        throw queryInvalid('seller_id', INVENTORY_TEXT.selectSeller, 'missing');
      if (sellerId && !(await repo.hasSeller(ctx.clientId, mp.pk_mp_id, sellerId)))
        throw notFound(INVENTORY_TEXT.unknownSeller);
      return { mp, sellerId };
    },

    async upload(ctx: RequestContext, s: Scoped, file: UploadFile) {
      const recorded = { id: null as number | null };
      const target = inventoryTarget({
        clientId: ctx.clientId,
        userId: ctx.user.id,
        mp: s.mp,
        sellerId: s.sellerId,
        warehouses: await repo.warehouses(ctx.clientId, s.mp.pk_mp_id),
        repo,
        now: deps.now ?? (() => new Date()),
        recorded,
      });
      const outcome = await runUpload({
        db: deps.db,
        files: deps.files,
        target,
        file,
        ctx: { clientId: ctx.clientId, userId: ctx.user.id, dataType: 'inventory', mpId: s.mp.pk_mp_id },
        limits: deps.limits,
      });
      return { outcome, inventoryFileId: recorded.id };
    },

    async files(ctx: RequestContext, page: number, size: number): Promise<InventoryFilePage> {
      const { items, total } = await repo.filePage(ctx.clientId, page, size);
      return {
        total,
        items: items.map((f) => ({
          created_at: new Date(f.created_at).toISOString(),
          marketplace: f.marketplace,
          seller_name: f.seller_name ?? f.seller_id ?? '',
          size: f.size,
          path: inventoryPath(f.id, f.name),
          filename: f.name,
        })),
      };
    },

    async search(ctx: RequestContext, sku: string): Promise<InventorySearchHit[]> {
      if (sku.length < INVENTORY_SEARCH_MIN) throw queryInvalid('sku', INVENTORY_TEXT.searchTooShort);
      const hits = await repo.search(ctx.clientId, sku, SEARCH_LIMIT);
      return hits.map((h) => ({
        filename: h.name,
        path: inventoryPath(h.inventory_file_id, h.name),
        found_in_row: toLine(h),
      }));
    },

    async content(ctx: RequestContext, filepath: string): Promise<InventoryFileContent> {
      const file = await fileOf(ctx, filepath, INVENTORY_TEXT.notFound);
      return { filename: file.name, rows: (await repo.rows(ctx.clientId, file.id)).map(toLine) };
    },

    /** The current stock of one client SKU (warehouses the user may not see are still the client's stock). */
    async stock(ctx: RequestContext, skuCode: string): Promise<InventoryStock> {
      const { warehouses, fba } = await repo.currentStock(ctx.clientId, skuCode);
      const iso = (d: Date | string) => new Date(d).toISOString();
      return {
        sku_code: skuCode,
        warehouses: warehouses.map((w) => ({ ...w, as_of: iso(w.as_of) })),
        fba: fba.map((f) => ({ ...f, as_of: iso(f.as_of) })),
      };
    },

    /** A short-lived signed link (a new window cannot send the bearer token). */
    async download(ctx: RequestContext, filepath: string) {
      const file = await fileOf(ctx, filepath, INVENTORY_TEXT.invalidPath);
      const now = new Date();
      return {
        path: deps.links.signedDownloadPath(file.file_id, ctx.user.id, now),
        expires_at: deps.links.expiresAt(now).toISOString(),
      };
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
