import type { WriteRows } from '../../platform/spreadsheets';
import { templateOf } from '../../platform/uploads';
import { INVENTORY_COLUMNS } from './inventory.target';

export const INVENTORY_SHEET = 'Inventory';

/** The template (or a demo inventory file): the upload's template columns, typed, and the explain sheet. */
export function buildInventoryTemplate(rows?: WriteRows): Promise<Buffer> {
  return templateOf({ columns: INVENTORY_COLUMNS }, { sheet: INVENTORY_SHEET, rows });
}
