import { z } from 'zod';
import { pageParam } from './paging';
import { idParam } from './primitives';
import { uploadAccepted } from './uploads';

/**
 * Inventory Upload and Inventory & Reports (spec 02 sections 2, 3, 5, 7, 8, 9). Paths are the spec's; shapes
 * it does not show are ours.
 */

/** Eligible marketplaces: short-code prefix OT, SP, AZ or BO (the registry's `views.inventoryUpload`). */
export const INVENTORY_TEXT = {
  selectMarketplace: 'Please select a marketplace first',
  selectSeller: 'Please select a seller ID for Amazon marketplace',
  noMarketplaces:
    'No marketplaces available for inventory upload. This could be due to either permissions or marketplace support.',
  sellerIdsFailed: 'Failed to fetch seller IDs',
  uploadedWithErrors: (n: number) => `Upload completed with ${n} errors`,
  uploaded: 'Upload completed successfully',
  uploadFailed: 'Error uploading inventory',
  uploadFailedRow: 'Failed to upload file',
  filesFailed: 'Failed to fetch inventory tracking files.',
  reportsFailed: 'Failed to fetch Amazon report files.',
  marketplacesFailed: 'Failed to fetch marketplaces.',
  searchFailed: 'Failed to perform search.',
  contentFailed: 'Failed to fetch file content.',
  invalidPath: 'Invalid file path for download.',
  searchTooShort: 'Search term must be at least 3 characters long.',
  unknownSeller: 'Seller ID not found for this marketplace',
  notFound: 'File not found',
} as const;

export const INVENTORY_SEARCH_MIN = 3;
export const INVENTORY_ERROR_PAGE_SIZE = 5;
export const INVENTORY_FILE_PAGE_SIZES = [10, 25, 50] as const;

/**
 * The template's columns (spec 02 "Inventory search hit" fields) plus Warehouse: stock is kept per warehouse,
 * and an empty Warehouse means the marketplace's first-ranked warehouse (else the only one serving it).
 */
export const INVENTORY_COLUMNS = [
  'Ops_SKU_Code',
  'MP_SKU_Code',
  'Retailer_SKU_Code',
  'Quantity',
  'Warehouse',
] as const;

export const inventoryTemplateQuery = z.object({ mp_id: idParam() });

export const inventoryUploadQuery = z.object({
  mp_id: idParam(),
  seller_id: z.string().trim().max(100).optional(),
});

/** 200 of POST /inventory/upload; `inventory_file_id` is null when the same file was already the latest. */
export const inventoryUploaded = uploadAccepted.extend({ inventory_file_id: z.number().int().nullable() });
export type InventoryUploaded = z.infer<typeof inventoryUploaded>;

/** The largest page of the inventory files list. */
export const INVENTORY_FILES_MAX_SIZE = 100;

export const inventoryFilesQuery = z.object({
  page: pageParam(INVENTORY_FILES_MAX_SIZE).default(1),
  size: z.coerce.number().int().min(1).max(INVENTORY_FILES_MAX_SIZE).default(10),
});

/** An inventory file (spec 02 section 3); `path` is what the content and download calls take as `filepath`. */
export const inventoryFile = z.object({
  created_at: z.string(),
  marketplace: z.string(),
  seller_name: z.string(),
  size: z.number().int(),
  path: z.string(),
  filename: z.string(),
});
export type InventoryFile = z.infer<typeof inventoryFile>;
export const inventoryFilePage = z.object({ items: z.array(inventoryFile), total: z.number().int() });
export type InventoryFilePage = z.infer<typeof inventoryFilePage>;

/** One line of an inventory file, in the template's column names. */
export const inventoryLine = z.object({
  Ops_SKU_Code: z.string(),
  MP_SKU_Code: z.string(),
  Retailer_SKU_Code: z.string(),
  Quantity: z.number().int(),
});
export type InventoryLine = z.infer<typeof inventoryLine>;

export const inventorySearchQuery = z.object({ sku: z.string().trim().max(200) });
export const inventorySearchHit = z.object({
  filename: z.string(),
  path: z.string(),
  found_in_row: inventoryLine.extend({ row: z.number().int() }),
});
export type InventorySearchHit = z.infer<typeof inventorySearchHit>;
export const inventorySearchResult = z.array(inventorySearchHit);

export const inventoryPathQuery = z.object({ filepath: z.string().max(1000) });
export const inventoryFileContent = z.object({
  filename: z.string(),
  rows: z.array(inventoryLine.extend({ row: z.number().int() })),
});
export type InventoryFileContent = z.infer<typeof inventoryFileContent>;

/** `inventory/{id}/{filename}`: the only shape a filepath may have; anything else is refused. */
export const inventoryPath = (id: number, filename: string) => `inventory/${id}/${filename}`;

/** GET /inventory/stock?sku_code=: the current stock of one client SKU (what every reader of stock reads). */
export const inventoryStockQuery = z.object({ sku_code: z.string().trim().min(1).max(200) });
export const inventoryStock = z.object({
  sku_code: z.string(),
  warehouses: z.array(
    z.object({
      fk_warehouse_id: z.number().int(),
      warehouse: z.string(),
      quantity: z.number().int(),
      as_of: z.string(),
      source: z.string(),
    }),
  ),
  fba: z.array(
    z.object({
      mp_id: z.number().int(),
      seller_id: z.string(),
      available: z.number().int(),
      inbound: z.number().int(),
      reserved: z.number().int(),
      unfulfillable: z.number().int(),
      as_of: z.string(),
    }),
  ),
});
export type InventoryStock = z.infer<typeof inventoryStock>;

/** Amazon's FBA inventory-planning downloads that POST /inventory/fba-planning/upload reads (by their header). */
export const FBA_PLANNING_TYPES = ['inventory_age', 'restock', 'excess'] as const;
export type FbaPlanningType = (typeof FBA_PLANNING_TYPES)[number];
export const FBA_PLANNING_LABEL: Record<FbaPlanningType, string> = {
  inventory_age: 'Inventory age',
  restock: 'Restock inventory',
  excess: 'Excess inventory',
};
export const FBA_PLANNING_TEXT = {
  title: 'FBA planning reports',
  hint: 'Inventory age, restock inventory or excess inventory report (.csv as Seller Central downloads it)',
  choose: 'Upload FBA report',
  uploaded: (label: string, rows: number, units: number) =>
    `${label} report read: ${rows} rows, ${units} sellable units`,
  failed: 'Error uploading the FBA planning report',
} as const;

export const fbaPlanningUploadQuery = z.object({ mp_id: idParam() });

/**
 * 200 of POST /inventory/fba-planning/upload: the kind read, the file's data rows, its sellable units, and
 * what the marketplace's stored snapshot of that kind got (`removed`: SKUs the earlier report listed and this
 * one does not).
 */
export const fbaPlanningUploaded = uploadAccepted.extend({
  report_type: z.enum(FBA_PLANNING_TYPES),
  rows: z.number().int(),
  removed: z.number().int(),
  totals: z.object({ units: z.number().int() }),
});
export type FbaPlanningUploaded = z.infer<typeof fbaPlanningUploaded>;
